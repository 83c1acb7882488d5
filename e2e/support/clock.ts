import { expect, type Page } from '@playwright/test';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Sets the clock server's time to real time + `offsetMs` (`POST /__test/clock`; *.clock.spec.ts only). */
export async function moveClock(page: Page, offsetMs: number) {
  const response = await page.request.post('/__test/clock', { data: { offsetMs } });
  expect(response.ok()).toBe(true);
}
