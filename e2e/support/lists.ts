import { expect, type Page } from '@playwright/test';
import { openPage } from './gate.ts';

/**
 * Opens a list of professionals (a category or the search page) and waits for its count: the cards
 * then shown are the server's answer to this load, as a full page load has no older list to show.
 * Waiting for the count, not for the list's response: the browser may revalidate an unchanged list
 * (304, not ok) or drop a query the page replaces (the client's own city joins the filters).
 */
export async function openList(page: Page, path: string) {
  await openPage(page, path);
  await expect(page.getByRole('main').getByText(/^(Más de )?[\d.]+ profesional(es)?$/)).toBeVisible();
}
