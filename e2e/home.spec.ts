import { expect, type Locator, test } from '@playwright/test';
import { FIXED_CATEGORIES } from '@servihogar/shared/constants';
import { openPage } from './support/gate.ts';
import { keepScreenshot, WIDTHS } from './support/screenshots.ts';

/** A category card is a link whose name starts with the category's label. */
const categoryCard = (carousel: Locator, label: string) =>
  carousel.getByRole('link', { name: new RegExp(`^${label}`) });

test.describe('home', () => {
  test('desktop shows every category, six per slide, without the swipe hint', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await openPage(page, '/');
    const carousel = page.locator('#categorias');
    for (const { label } of FIXED_CATEGORIES) {
      await expect(categoryCard(carousel, label)).toBeAttached();
    }
    await expect(page.getByText('Desliza para ver más →')).toBeHidden();
    const first = categoryCard(carousel, FIXED_CATEGORIES[0].label);
    const sixth = categoryCard(carousel, FIXED_CATEGORIES[5].label);
    const seventh = categoryCard(carousel, FIXED_CATEGORIES[6].label);
    await expect(first).toBeInViewport();
    await expect(sixth).toBeInViewport();
    await expect(seventh).not.toBeInViewport();
    await keepScreenshot(page, testInfo, 'home-1280');
    // The arrows move one slide of six (the browser's own scrolling, issue 30).
    const previous = page.getByRole('button', { name: 'Categorías anteriores' });
    await expect(previous).toBeDisabled();
    await page.getByRole('button', { name: 'Más categorías' }).click();
    await expect(seventh).toBeInViewport();
    await expect(first).not.toBeInViewport();
    await previous.click();
    await expect(first).toBeInViewport();
  });

  test('mobile shows one category per slide and the swipe hint', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    await openPage(page, '/');
    await expect(page.getByText('Desliza para ver más →')).toBeVisible();
    const carousel = page.locator('#categorias');
    await carousel.scrollIntoViewIfNeeded();
    const first = categoryCard(carousel, FIXED_CATEGORIES[0].label);
    const second = categoryCard(carousel, FIXED_CATEGORIES[1].label);
    await expect(first).toBeInViewport();
    await expect(second).not.toBeInViewport();
    await keepScreenshot(page, testInfo, 'home-375');
    // A swipe moves one card at a time: the cards snap into place.
    await carousel.locator('.snap-x').evaluate((node) => node.scrollBy({ left: node.clientWidth * 0.6 }));
    await expect(second).toBeInViewport({ ratio: 0.99 });
    await expect(first).not.toBeInViewport();
  });

  test('an anonymous click on a category asks to sign up or log in', async ({ page }) => {
    await openPage(page, '/');
    await categoryCard(page.locator('#categorias'), FIXED_CATEGORIES[6].label).click({ force: true });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/signup');
    await expect(dialog.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    await expect(page).toHaveURL(/\/$/);
  });
});
