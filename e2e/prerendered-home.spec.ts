import { expect, type Page, test } from '@playwright/test';
import * as msg from '@servihogar/shared/messages';
import { DEMO, fillSignIn } from './support/accounts.ts';
import { startOwnServer } from './support/own-server.ts';
import { atBothWidths } from './support/screenshots.ts';

// Issue 15: with no gate wait configured, the server sends the home page an anonymous visitor sees
// already rendered in the HTML, so it paints before the scripts have run; the app then takes it over.

let server: Awaited<ReturnType<typeof startOwnServer>>;
const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;

test.beforeAll(async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, SEED_DEMO: 'true', GATE_DELAY_MS: '0' };
  for (const key of ['DATABASE_URL', 'PUBLIC_URL', 'ALLOWED_ORIGINS', 'NODE_ENV', 'LOG_LEVEL'])
    delete env[key];
  server = await startOwnServer(env);
});
test.afterAll(() => server?.stop());

const hero = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Profesionales de confianza para tu hogar' });

test('without its scripts the page already is the home page, at / and at a /dash address', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  for (const path of ['/', '/dash/professionals/plomero']) {
    await page.goto(url(path));
    await expect(hero(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Niñera' })).toHaveAttribute(
      'href',
      '/dash/professionals/ninera',
    );
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: msg.pages.signIn })).toHaveAttribute('href', '/login');
  }
  await context.close();
});

test('the app takes the page over: a /dash address becomes /, the menu opens, nothing is logged', async ({
  page,
}, testInfo) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(url('/dash/professionals/plomero'));
  await expect(page).toHaveURL(url('/'));
  // React's own nodes (not the server's) carry its fiber: the page is the app's now.
  await expect
    .poll(() => hero(page).evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: msg.pages.signUp }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar menú' }).click();
  await expect(page.getByRole('heading', { name: '¿Qué servicio necesitás?' })).toBeVisible();
  await atBothWidths(page, testInfo, 'prerendered-home');
  expect(errors).toEqual([]);
  // The ads (pop-up, banners, impressions) have loaded by now: none of it needs the validation library.
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => path.includes('/assets/pop-up-ad-'))).toBe(true);
  expect(scripts.filter((path) => path.includes('/assets/zod-'))).toEqual([]);
});

test('a browser that holds a session is sent the plain page, and shows the signed-in header', async ({
  page,
}) => {
  await page.goto(url('/login'));
  await fillSignIn(page, DEMO.cliente, DEMO.password);
  await expect(page).toHaveURL(url('/'));
  // The page request carries this browser's cookies, as a reload would.
  const html = await (await page.request.get(url('/'), { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('Profesionales de confianza para tu hogar');
  await page.reload();
  await expect(page.getByRole('link', { name: msg.pages.myProfile }).first()).toBeAttached();
  await expect(hero(page)).toBeVisible();
});
