import { FIXED_CATEGORIES } from '@servihogar/shared/constants';
import { expect, test } from '@playwright/test';
import { openPage } from './support/gate.ts';
import { keepScreenshot, WIDTHS } from './support/screenshots.ts';

test.describe('home', () => {
  test('desktop shows every category, six per slide, without the swipe hint', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await openPage(page, '/');
    const carousel = page.getByRole('region', { name: /categor/i });
    for (const { label } of FIXED_CATEGORIES) {
      await expect(carousel.getByRole('button', { name: label, exact: true })).toBeAttached();
    }
    await expect(page.getByText('Desliza para ver más →')).toBeHidden();
    const first = carousel.getByRole('button', { name: FIXED_CATEGORIES[0].label, exact: true });
    const sixth = carousel.getByRole('button', { name: FIXED_CATEGORIES[5].label, exact: true });
    const seventh = carousel.getByRole('button', { name: FIXED_CATEGORIES[6].label, exact: true });
    await expect(first).toBeInViewport();
    await expect(sixth).toBeInViewport();
    await expect(seventh).not.toBeInViewport();
    await keepScreenshot(page, testInfo, 'home-1280');
  });

  test('mobile shows one category per slide and the swipe hint', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    await openPage(page, '/');
    await expect(page.getByText('Desliza para ver más →')).toBeVisible();
    const carousel = page.getByRole('region', { name: /categor/i });
    await carousel.scrollIntoViewIfNeeded();
    const first = carousel.getByRole('button', { name: FIXED_CATEGORIES[0].label, exact: true });
    const second = carousel.getByRole('button', { name: FIXED_CATEGORIES[1].label, exact: true });
    await expect(first).toBeInViewport();
    await expect(second).not.toBeInViewport();
    await keepScreenshot(page, testInfo, 'home-375');
  });

  test('an anonymous click on a category asks to sign up or log in', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: FIXED_CATEGORIES[6].label, exact: true }).click({ force: true });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/signup');
    await expect(dialog.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    await expect(page).toHaveURL(/\/$/);
  });
});
