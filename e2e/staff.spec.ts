import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { keepScreenshot, WIDTHS } from './support/screenshots.ts';
import { bearerOf } from './support/staff-api.ts';

// Issue #12: a redactor runs the advertising and approves a category proposed through 'Otros'.

const image = (width: number, height: number, r: number, g: number, b: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

async function createAd(page: Page, type: string, title: string, png: Buffer): Promise<string> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Nueva publicidad' }).click();
  const form = main.getByRole('form', { name: 'Nueva publicidad' });
  await form.getByLabel('Tipo').selectOption(type);
  await form.getByLabel('Título (texto alternativo)').fill(title);
  await form.getByLabel('Enlace').fill('https://anunciante.example.com/promo');
  await form.getByLabel(/^Imagen/).setInputFiles({ name: `${type}.png`, mimeType: 'image/png', buffer: png });
  await expect(form.getByTestId('ad-preview').getByRole('img', { name: title })).toBeVisible();
  await form.getByRole('button', { name: 'Crear publicidad' }).click();
  await expect(form).toBeHidden();
  const row = main.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Activa')).toBeVisible();
  const src = await row.getByRole('img', { name: title }).getAttribute('src');
  expect(src).toMatch(/^\/uploads\/ads\/.+\.webp$/);
  return src!;
}

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function visitorHome(browser: Browser): Promise<Page> {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await openPage(visitor, '/');
  return visitor;
}

test('a redactor uploads a banner and a pop-up, pauses one and approves a pending category', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const category = `Afiladores ${Date.now().toString(36)}`;
  const proposed = await request.post('/category/add', {
    data: { type: category },
    headers: { authorization: await bearerOf(request, DEMO.cliente) },
  });
  expect(proposed.status()).toBe(201);
  expect(
    (await (await request.get('/categories')).json()).map((c: { type: string }) => c.type),
  ).not.toContain(category);

  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await signIn(page, '/signinRedactor', DEMO.redactor, DEMO.password);
  await page.goto('/dash/redactorsLogin');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Publicidades' })).toBeVisible();

  const bannerTitle = `Banner de prueba ${Date.now().toString(36)}`;
  const popUpTitle = `Pop-up de prueba ${Date.now().toString(36)}`;
  const bannerSrc = await createAd(
    page,
    'banner-horizontal',
    bannerTitle,
    await image(1920, 240, 200, 40, 40),
  );
  const popUpSrc = await createAd(page, 'pop-up', popUpTitle, await image(640, 426, 40, 40, 200));

  // A visitor sees both: the banner in its slot, the pop-up on load.
  const visitor = await visitorHome(browser);
  await expect(visitor.locator(`aside img[src="${bannerSrc}"]`)).toBeAttached();
  await expect(visitor.locator(`aside img[src="${popUpSrc}"]`)).toBeVisible();
  const link = visitor.locator(`aside a:has(img[src="${bannerSrc}"])`);
  await expect(link).toHaveAttribute('href', /^\/api\/advertisements\/[0-9a-f-]+\/click$/);

  // Paused, the banner disappears for the next visitor.
  const row = main.getByRole('row').filter({ hasText: bannerTitle });
  await row.getByRole('button', { name: `Pausar ${bannerTitle}` }).click();
  await expect(row.getByText('Pausada')).toBeVisible();
  // The pop-up shows once per 30 minutes across loads: forget its showing to see it again.
  await visitor.evaluate(() => localStorage.removeItem('popUpShownAt'));
  await visitor.reload();
  await expect(visitor.locator(`aside img[src="${popUpSrc}"]`)).toBeVisible();
  await expect(visitor.locator(`img[src="${bannerSrc}"]`)).toHaveCount(0);

  // Leaving the first page sent its views in one batch: the figures show them.
  const staff = { authorization: await bearerOf(request, DEMO.redactor, '/auth/loginRedactor') };
  const impressionsOf = async (src: string) => {
    const ads = await (await request.get('/api/advertisements/manage', { headers: staff })).json();
    return ads.find((ad: { imageUrl: string }) => ad.imageUrl === src)?.impressions ?? 0;
  };
  await expect.poll(() => impressionsOf(popUpSrc)).toBeGreaterThanOrEqual(1);
  await expect.poll(() => impressionsOf(bannerSrc)).toBeGreaterThanOrEqual(1);

  // Screenshots of the management pages.
  await keepScreenshot(page, testInfo, 'staff-ads-1280');
  await main.getByRole('button', { name: `Editar ${popUpTitle}` }).click();
  await expect(main.getByRole('form', { name: 'Editar publicidad' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'staff-ad-form-1280');
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  // The real-size preview scrolls inside its frame; the page itself never scrolls sideways.
  await main.getByLabel('Tipo').selectOption('banner-horizontal');
  await expect(main.getByText('Vista previa a tamaño real: 960 × 144 px')).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await keepScreenshot(page, testInfo, 'staff-ad-form-375');
  await main.getByRole('button', { name: 'Cancelar' }).click();
  await keepScreenshot(page, testInfo, 'staff-ads-375');

  // The pending category: approved from the Categorías page, then public.
  await main.getByRole('link', { name: 'Categorías' }).click();
  const pending = main.getByRole('listitem').filter({ hasText: category });
  await expect(pending).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await keepScreenshot(page, testInfo, 'staff-categories-375');
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await keepScreenshot(page, testInfo, 'staff-categories-1280');
  await pending.getByRole('button', { name: `Aprobar ${category}` }).click();
  await expect(pending).toBeHidden();
  await expect(main.getByRole('row').filter({ hasText: category })).toBeVisible();
  await visitor.reload();
  await expect(
    visitor.locator('#categorias').getByRole('link', { name: new RegExp(`^${category}`) }),
  ).toBeAttached();
  await visitor.context().close();
});
