import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts.ts';
import { gateWaiting, openPage } from './support/gate.ts';
import { keepScreenshot, WIDTHS } from './support/screenshots.ts';

test('an unknown path shows the not-found page, whose button leads home', async ({ page }, testInfo) => {
  await openPage(page, '/esta-ruta-no-existe');
  await expect(page.getByText('Página no encontrada.')).toBeVisible();
  await keepScreenshot(page, testInfo, 'not-found-1280');
  await page
    .getByRole('link', { name: 'Volver al inicio' })
    .or(page.getByRole('button', { name: 'Volver al inicio' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('/restricted says access is denied and links home', async ({ page }) => {
  await openPage(page, '/restricted');
  await expect(page.getByText('Usted no tiene acceso a esta ruta')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
    'href',
    '/',
  );
});

test('a script in the query string keeps the app behind the security gate', async ({ page }, testInfo) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  // The page's clock is driven by the test, so "the gate's wait is long over" needs no sleep.
  await page.clock.install();
  await page.goto(`/?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await expect
    .poll(() => alerts)
    .toEqual(['Se ha detectado una posible amenaza de seguridad. Acceso bloqueado.']);
  await expect(gateWaiting(page)).toBeVisible();
  await page.clock.runFor(10 * 300);
  await expect(gateWaiting(page)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'gate-blocked-1280');
});

test('the providers page lists real professionals of a category', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  // /dash needs a session (product §2).
  await signIn(page, '/login', DEMO.cliente, DEMO.password);
  await page.goto('/dash/professionals/plomero');
  await expect(page.getByRole('heading', { name: 'Plomero' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('link', { name: /Plomero/ });
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(/Disponible desde/).first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'providers-375');
});
