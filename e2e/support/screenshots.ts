import { expect, type Page, type TestInfo } from '@playwright/test';

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

/** Screenshots `${name}-375` and `${name}-1280` from the top, and neither scrolls sideways. */
export async function atBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, testInfo, `${name}-${width}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
}
