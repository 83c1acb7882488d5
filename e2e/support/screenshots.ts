import type { Page, TestInfo } from '@playwright/test';

export const WIDTHS = { mobile: 375, desktop: 1280 } as const;

/** Saves a full-page screenshot under e2e/artifacts (git-ignored) and attaches it to the report. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
