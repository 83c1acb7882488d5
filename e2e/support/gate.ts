import { expect, type Page } from '@playwright/test';

export const gateWaiting = (page: Page) =>
  page.getByRole('heading', { name: 'Estamos validando tu equipo, por favor espere...' });

/** Opens a page and waits until the security gate has let the app through. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(gateWaiting(page)).toBeHidden();
}
