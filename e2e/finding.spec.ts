import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { atBothWidths, WIDTHS } from './support/screenshots.ts';

// Issue 27: a client narrows a category by locality, option and rating, sorts by distance, shares
// the link, and searches with a typo and a synonym. The browser is in Yerba Buena.

test.use({ geolocation: { latitude: -26.8167, longitude: -65.3167 }, permissions: ['geolocation'] });

const CARE = '/dash/professionals/cuidado-de-persona';
const cardsOf = (page: Page, alt = 'cuidado-de-persona') =>
  page.getByRole('main').locator(`a[href^="/dash/professionals/${alt}/"]`);
const names = async (cards: Locator) =>
  (await cards.locator('h2').allTextContents()).map((name) => name.trim());
const countText = (page: Page) => page.getByRole('main').getByText(/^(Más de )?\d+ profesionales?$/);

test('a client narrows a category, sorts by distance and shares the list', async ({
  page,
  context,
}, testInfo) => {
  // A long journey (two pages, screenshots at two widths).
  test.setTimeout(240_000);
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await signIn(page, '/login', DEMO.cliente, DEMO.password);
  await page.goto(CARE);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Cuidado de Persona' })).toBeVisible();
  await expect(countText(page)).toBeVisible();
  const cards = cardsOf(page);
  const all = await names(cards);
  expect(all.length).toBeGreaterThan(2);

  // Locality (the offline gazetteer's list), then the category's own option, then the rating.
  await main.getByLabel('Localidad').selectOption('San Miguel de Tucumán');
  await expect(page).toHaveURL(/ciudad=San\+Miguel\+de\+Tucum%C3%A1n/);
  await expect(cards.first()).toContainText('San Miguel de Tucumán');
  for (const card of await cards.all()) await expect(card).toContainText('San Miguel de Tucumán');
  await main.getByRole('checkbox', { name: 'Personas mayores' }).check();
  await expect(page).toHaveURL(/opciones=personasMayores/);
  await expect(cards.filter({ hasText: 'Norma Beatriz Villagra' })).toBeVisible();
  await main.getByRole('checkbox', { name: '4 estrellas o más' }).check();
  await expect(page).toHaveURL(/calificacionMin=4/);
  // What the server answers for these filters is what the page lists (no filtering in the browser).
  const api = await page.request.get(
    '/professionals?servicio=cuidado-de-persona&ciudad=San+Miguel+de+Tucum%C3%A1n&opciones=personasMayores&calificacionMin=4',
  );
  const expected = (
    (await api.json()) as { professionals: { nombre: string; apellido: string; calificacion: number }[] }
  ).professionals;
  expect(expected.every((p) => p.calificacion >= 4)).toBe(true);
  if (expected.length === 0)
    await expect(main.getByText('No encontramos profesionales con estos filtros.')).toBeVisible();
  else await expect(cards).toHaveCount(expected.length);
  const narrowed = await names(cards);
  expect(narrowed).toEqual(expected.map((p) => `${p.nombre} ${p.apellido}`));
  await atBothWidths(page, testInfo, 'category-filtered');

  // Reload keeps the filters; the shared link opens the same list in another page.
  await page.reload();
  await expect(main.getByRole('checkbox', { name: '4 estrellas o más' })).toBeChecked();
  await expect(main.getByLabel('Localidad')).toHaveValue('San Miguel de Tucumán');
  const shared = await context.newPage();
  await shared.setViewportSize({ width: WIDTHS.mobile, height: 900 });
  await openPage(shared, page.url());
  await expect(shared.getByRole('checkbox', { name: 'Personas mayores' })).toBeChecked();
  await expect(cardsOf(shared)).toHaveCount(narrowed.length);
  expect(await names(cardsOf(shared))).toEqual(narrowed);
  await shared.close();

  // "Limpiar filtros", then "Responde rápido": those whose signal says they answer within the day.
  await main.getByRole('button', { name: 'Limpiar filtros' }).first().click();
  await expect(main.getByLabel('Localidad')).toHaveValue('');
  await expect(cards).toHaveCount(all.length);
  await main.getByRole('checkbox', { name: 'Responde rápido' }).check();
  await expect(page).toHaveURL(/respondeRapido=true/);
  const fast = (
    (await (
      await page.request.get('/professionals?servicio=cuidado-de-persona&respondeRapido=true')
    ).json()) as { professionals: { nombre: string; apellido: string }[] }
  ).professionals.map((p) => `${p.nombre} ${p.apellido}`);
  expect(fast.length).toBeGreaterThan(0);
  expect(fast.length).toBeLessThan(all.length);
  await expect(cards).toHaveCount(fast.length);
  expect(await names(cards)).toEqual(fast);
  for (const card of await cards.all())
    await expect(card).toContainText(/Suele responder en (menos de 1 hora|el día)/);
  await main.getByRole('button', { name: 'Limpiar filtros' }).first().click();
  await expect(main.getByRole('checkbox', { name: 'Responde rápido' })).not.toBeChecked();
  await expect(cards).toHaveCount(all.length);

  // "Más cerca": the browser's position, the distance on each card.
  await main.getByLabel('Ordenar por').selectOption('Más cerca');
  await expect(cards.first()).toContainText(/A \d+(,\d)? km/);
  await expect(cards.first()).toContainText('Marcela Ibáñez');
  await expect(cards.first()).toContainText('Yerba Buena');
  const kms = (await cards.allTextContents()).map((text) =>
    Number(/A (\d+(?:,\d)?) km/.exec(text)![1]!.replace(',', '.')),
  );
  expect(kms).toEqual([...kms].sort((a, b) => a - b));
  await atBothWidths(page, testInfo, 'category-nearest');

  // Back returns to the filters before.
  await page.goBack();
  await expect(main.getByLabel('Ordenar por')).toHaveValue('todos');
});

test('a client searches from the header with a typo and a synonym', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
  await signIn(page, '/login', DEMO.cliente, DEMO.password);
  const box = page.getByRole('combobox', { name: 'Buscar servicios y profesionales' });

  // A typo: the suggestion names the service, Enter searches the text.
  await box.fill('electrisista');
  const list = page.getByRole('listbox', { name: 'Sugerencias' });
  await expect(list.getByRole('option', { name: /Electricista/ })).toBeVisible();
  await atBothWidths(page, testInfo, 'search-suggestions');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/dash\/buscar\?q=electrisista$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados para “electrisista”' })).toBeVisible();
  const found = page.getByRole('main').locator('a[href^="/dash/professionals/electricista/"]');
  await expect(found.filter({ hasText: 'Emanuel Bustos' })).toBeVisible();
  await expect(found.filter({ hasText: 'Cristian Ariel Vega' })).toBeVisible();
  await atBothWidths(page, testInfo, 'search-typo');

  // A synonym, chosen with the keyboard: "mucama" is Limpieza Domestica.
  await box.fill('mucama');
  await expect(list.getByRole('option', { name: /Limpieza Domestica/ })).toBeVisible();
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/dash\/professionals\/limpieza-domestica$/);
  await expect(cardsOf(page, 'limpieza-domestica').filter({ hasText: 'Graciela Ruiz' })).toBeVisible();

  // The same synonym as a search: the results page lists the same people.
  await box.fill('');
  await box.fill('mucama');
  await expect(list.getByRole('option', { name: /Limpieza Domestica/ })).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/dash\/buscar\?q=mucama$/);
  await expect(page.getByRole('main').getByText('Graciela Ruiz')).toBeVisible();
});
