import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts.ts';
import { atBothWidths, WIDTHS } from './support/screenshots.ts';

// Issue 44 items 1, 2 and 5, at 375 px where they were seen: the words people use find what the
// box suggests; a preset city says what it hides and widens in one tap; filters that leave no one
// say which one to remove and what it would give.

const cardNames = async (page: Page) =>
  (await page.getByRole('main').locator('a[href^="/dash/professionals/"] h2').allTextContents()).map((n) =>
    n.trim(),
  );
const axeClean = async (page: Page) =>
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

test('a newcomer searches with their own words, widens the city and undoes a filter', async ({
  page,
}, testInfo) => {
  // Three pages, screenshots at two widths and axe twice.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await signIn(page, '/login', DEMO.cliente, DEMO.password);

  // Item 1: what the box suggests for "paseaperros", the results page shows.
  const box = page.getByRole('combobox', { name: 'Buscar servicios y profesionales' });
  await box.fill('paseaperros');
  const list = page.getByRole('listbox', { name: 'Sugerencias' });
  await expect(list.getByRole('option', { name: /Paseador de Perros/ })).toBeVisible();
  const suggested = (await list.getByRole('option').filter({ hasText: 'Profesional' }).allTextContents()).map(
    (text) => text.replace(/Profesional$/, '').trim(),
  );
  expect(suggested.length).toBeGreaterThan(0);
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados para “paseaperros”' })).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="/dash/professionals/"] h2').first()).toBeVisible();
  expect(await cardNames(page)).toEqual(expect.arrayContaining(suggested));
  for (const words of ['baby sitter', 'señora de limpieza']) {
    await page.goto(`/dash/buscar?${new URLSearchParams({ q: words })}`);
    await expect(page.getByText(/^\d+ profesionales?$/)).toBeVisible();
  }

  // Item 2: San Miguel de Tucumán preset on Niñera; Sofía in Yerba Buena is one tap away.
  await page.goto(`/dash/professionals/ninera?${new URLSearchParams({ ciudad: 'San Miguel de Tucumán' })}`);
  const main = page.getByRole('main');
  await expect(
    main.getByText(/^Mostrando San Miguel de Tucumán · \d+ más en localidades cercanas$/),
  ).toBeVisible();
  expect(await cardNames(page)).not.toContain('Sofía Belén Díaz');
  await atBothWidths(page, testInfo, 'preset-city');
  await axeClean(page);
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await main.getByRole('button', { name: 'Ver también localidades cercanas' }).click();
  await expect(page).toHaveURL(/cercanas=true/);
  await expect(main.getByText('Mostrando San Miguel de Tucumán y localidades cercanas')).toBeVisible();
  await expect(main.getByRole('heading', { name: /^Sofía Belén/ })).toBeVisible();

  // Item 5: dog walkers of San Miguel de Tucumán, "Solo verificados" and "4 estrellas o más" leave
  // no one; "Sin …" says what each removal gives, and removes it in one tap.
  await page.goto(
    `/dash/professionals/paseador-de-perros?${new URLSearchParams({ ciudad: 'San Miguel de Tucumán' })}`,
  );
  await main.getByRole('checkbox', { name: 'Solo verificados' }).check();
  await main.getByRole('checkbox', { name: '4 estrellas o más' }).check();
  await expect(main.getByText('0 profesionales')).toBeVisible();
  await expect(main.getByText(/^Ningún profesional cumple todos estos filtros a la vez/)).toBeVisible();
  const without = main.getByRole('button', { name: 'Sin "Solo verificados": 1' });
  await expect(without).toBeVisible();
  await expect(main.getByRole('button', { name: 'Sin "4 estrellas o más": 0' })).toBeDisabled();
  await atBothWidths(page, testInfo, 'emptied-by-filters');
  await axeClean(page);
  await without.click();
  await expect(main.getByRole('checkbox', { name: 'Solo verificados' })).not.toBeChecked();
  await expect(main.getByText('1 profesional', { exact: true })).toBeVisible();
});
