import type { Page, TestInfo } from '@playwright/test';

export const WIDTHS = { mobile: 375, desktop: 1280 } as const;

/**
 * Saves a screenshot under e2e/artifacts (git-ignored) and attaches it to the report: the full page,
 * or only the viewport (`fullPage: false`) for a dialog, which stays where the viewport is.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string, { fullPage = true } = {}) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
