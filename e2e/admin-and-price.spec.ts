import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts.ts';
import { atBothWidths, keepScreenshot, WIDTHS } from './support/screenshots.ts';

// Issue 48: "Hasta $ …" per hour or visit on a category page (item 7), and the admin's counts of what
// waits for it next to Panel de Administrador and Suscripciones (item 6).

test('a client keeps only rates up to an amount per hour, kept in the URL', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
  await signIn(page, '/login', DEMO.cliente, DEMO.password);
  await page.goto('/dash/professionals/cuidado-de-persona');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Cuidado de Persona' })).toBeVisible();
  await main.getByLabel('Tarifa', { exact: true }).selectOption('hora');
  await main.getByLabel('Hasta $').fill('6000');
  await main.getByLabel('Hasta $').press('Enter');
  await expect(page).toHaveURL(/tarifaMax=6000&tarifaPor=hora/);
  const api = await page.request.get(
    '/professionals?servicio=cuidado-de-persona&tarifaMax=6000&tarifaPor=hora',
  );
  const expected = ((await api.json()) as { professionals: { nombre: string; apellido: string }[] })
    .professionals;
  const cards = main.locator('a[href^="/dash/professionals/cuidado-de-persona/"]');
  if (expected.length === 0)
    await expect(main.getByText('No encontramos profesionales con estos filtros.')).toBeVisible();
  else await expect(cards).toHaveCount(expected.length);
  const audit = await new AxeBuilder({ page }).include('main').analyze();
  expect(audit.violations).toEqual([]);
  await atBothWidths(page, testInfo, 'price-filter');
});

test('an admin sees how many registrations and proofs wait', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  // The counts the header asked for (the demo has professionals waiting for alta).
  const answer = page.waitForResponse((r) => r.url().endsWith('/admin/waiting') && r.ok());
  await signIn(page, '/login', DEMO.admin, DEMO.password);
  const waiting = (await (await answer).json()) as { awaitingAlta: number; pendingProofs: number };
  expect(waiting.awaitingAlta).toBeGreaterThan(0);
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(
    nav.getByRole('link', { name: `Panel de Administrador (esperando alta: ${waiting.awaitingAlta})` }),
  ).toBeVisible();
  const audit = await new AxeBuilder({ page }).include('header').analyze();
  expect(audit.violations).toEqual([]);
  await atBothWidths(page, testInfo, 'admin-waiting');

  // At 375 px the links are in the menu: the count is there too.
  await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('navigation', { name: 'Menú' });
  await expect(
    menu.getByRole('link', { name: `Panel de Administrador (esperando alta: ${waiting.awaitingAlta})` }),
  ).toBeVisible();
  await keepScreenshot(page, testInfo, 'admin-waiting-menu-375', { fullPage: false });
});
