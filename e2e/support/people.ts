import { type Browser, test as base, type Page, type TestInfo } from '@playwright/test';
import { WIDTHS } from './screenshots.ts';

/** A second signed-in person in the same test: its own cookies, same app and settings. */
async function newPerson(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    ...(locale ? { locale } : {}),
    ...(timezoneId ? { timezoneId } : {}),
    viewport: { width: WIDTHS.desktop, height: 900 },
  });
  return context.newPage();
}

async function onDeviceOfTheirOwn(
  { browser }: { browser: Browser },
  use: (page: Page) => Promise<void>,
  testInfo: TestInfo,
) {
  const page = await newPerson(browser, testInfo);
  await use(page);
  await page.context().close();
}

/**
 * Journeys with several people: `admin` is the test's own page at 1280 px; `pro` and `client` each
 * have a device (browser context) of their own at 1280 px, closed when the test ends.
 */
export const test = base.extend<{ admin: Page; pro: Page; client: Page }>({
  admin: async ({ page }, use) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await use(page);
  },
  pro: onDeviceOfTheirOwn,
  client: onDeviceOfTheirOwn,
});
