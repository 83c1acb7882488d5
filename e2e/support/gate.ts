import { expect, type Page } from '@playwright/test';

/** Opens a page and waits until the security gate has let the app through. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByText('Estamos validando tu equipo, por favor espere...')).toBeHidden();
}
