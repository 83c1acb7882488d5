import { expect, type Locator, type Page } from '@playwright/test';
import { gateWaiting } from './gate.ts';

// The pop-up shows for 5 s: the page's clock stands still (bar the steps run below) so the checks
// never race it.

/** Opens `path` with the page's clock paused, stepping it until the security gate lets the app in. */
export async function openFrozen(page: Page, path: string) {
  // Installed an hour before the pause: the installed clock runs meanwhile, and on a busy machine a
  // second had passed before pauseAt, which refuses to go back ("Cannot fast-forward to the past").
  // The jump runs the timers of the page on show: leave it first, so none of them runs.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.clock.install({ time: new Date('2026-11-23T11:00:00-03:00') });
  await page.clock.pauseAt(new Date('2026-11-23T12:00:01-03:00'));
  await page.goto(path);
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return gateWaiting(page).isVisible();
    })
    .toBe(false);
}

/** Moves the page's clock on in small steps until the locator shows (far from the pop-up's 5 s). */
export async function stepUntilVisible(page: Page, locator: Locator) {
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return locator.isVisible();
    })
    .toBe(true);
}
