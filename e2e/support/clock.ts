import { expect, type Page } from '@playwright/test';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Sets the clock server's time to real time + `offsetMs` (`POST /__test/clock`; *.clock.spec.ts only). */
export async function moveClock(page: Page, offsetMs: number) {
  const response = await page.request.post('/__test/clock', { data: { offsetMs } });
  expect(response.ok()).toBe(true);
}

/** Runs `steps` from real time and sets the clock back to it afterwards, whatever happens. */
export async function fromRealTime(page: Page, steps: () => Promise<void>) {
  await moveClock(page, 0);
  try {
    await steps();
  } finally {
    await moveClock(page, 0);
  }
}
