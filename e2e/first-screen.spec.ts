import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, freshEmail, signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { fillProfessionalForm } from './support/professionals.ts';
import { atBothWidths, keepScreenshot, WIDTHS } from './support/screenshots.ts';

// Issue 48, items 3, 5 and 7: a form that says why it did not send, the consumer rules' buttons on
// the first screen, and smaller faults of the complaints feed, the pay table and /dash/verificacion.

/** Whether the element at the centre of `locator` is the locator's own (nothing covers it). */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

const intersects = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectNoAxeViolation(page: Page, where: string) {
  const audit = await new AxeBuilder({ page }).analyze();
  expect(audit.violations.map((v) => `${where}: ${v.id} ×${v.nodes.length}`)).toEqual([]);
}

test('item 3: at 375 px a /workWithUs sent with "Por hora" and no amount focuses the amount and says so', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await fillProfessionalForm(page, {
    nombre: 'Horacio',
    apellido: 'Porhora',
    email: freshEmail('por-hora'),
    password: 'Secreta1',
    service: 'Plomero',
  });
  const main = page.getByRole('main');
  await main.getByLabel('Cobro').selectOption({ label: 'Por hora' });
  let sent = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/professionals/add')) sent = true;
  });
  await main.getByRole('button', { name: 'Registrarme como prestador' }).click();

  const amount = main.getByLabel('Desde (pesos)');
  await expect(amount).toBeFocused();
  await expect(amount).toBeInViewport();
  await expect(page.getByRole('status').filter({ hasText: 'Revisá el campo marcado.' })).toBeAttached();
  await keepScreenshot(page, testInfo, 'work-with-us-invalid-375', { fullPage: false });
  expect(sent).toBe(false);
});

test.describe('item 5: the Botón de arrepentimiento and the Botón de baja on the first screen', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    test(`at ${width} px, on several pages, both sit within the first screen, uncovered, and work signed out`, async ({
      page,
    }, testInfo) => {
      test.slow();
      const height = width === WIDTHS.mobile ? 667 : 800;
      await page.setViewportSize({ width, height });
      for (const path of [
        '/',
        '/workWithUs',
        '/consumerComplaints',
        '/casasParticulares',
        '/login',
        '/politicas',
      ]) {
        await openPage(page, path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        const line = page.getByRole('navigation', { name: 'Derechos del consumidor' });
        for (const name of ['Botón de arrepentimiento', 'Botón de baja']) {
          const link = line.getByRole('link', { name, exact: true });
          const box = (await link.boundingBox())!;
          expect(box.y, `${path}: ${name}`).toBeGreaterThanOrEqual(64);
          expect(box.y + box.height, `${path}: ${name}`).toBeLessThanOrEqual(height);
          expect(box.x + box.width, `${path}: ${name}`).toBeLessThanOrEqual(width);
          expect(await uncovered(link), `${path}: ${name} is covered`).toBe(true);
        }
        await expectNoAxeViolation(page, path);
      }
      await keepScreenshot(page, testInfo, `rights-line-${width}`, { fullPage: false });

      const line = page.getByRole('navigation', { name: 'Derechos del consumidor' });
      await line.getByRole('link', { name: 'Botón de baja', exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Botón de arrepentimiento y Botón de baja' }),
      ).toBeVisible();
      await expect(page.getByLabel('Dar de baja la suscripción (Botón de baja)')).toBeChecked();
      await line.getByRole('link', { name: 'Botón de arrepentimiento', exact: true }).click();
      await expect(
        page.getByLabel('Arrepentirme de la contratación (Botón de arrepentimiento)'),
      ).toBeChecked();
    });
  }
});

test.describe('item 7: smaller faults', () => {
  test("at 375 px 'Entrar' opens the public feed signed out; the '+' covers no complaint at 375 or 1280 px; posting asks for a sign-in", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    await openPage(page, '/');
    await page.getByRole('link', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/consumerComplaints$/);
    const cards = page.getByRole('list', { name: 'Denuncias' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(
      page.getByText('Debes iniciar sesión para acceder al portal de denuncias y reclamos.'),
    ).toHaveCount(0);

    const plus = page.getByRole('button', { name: 'Nueva Denuncia' });
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: 800 });
      for (let y = 0; ; y += 400) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        const plusBox = (await plus.boundingBox())!;
        for (const card of await cards.all()) {
          const box = await card.boundingBox();
          if (box) expect(intersects(plusBox, box), `at ${width} px, scroll ${y}`).toBe(false);
        }
        const end = await page.evaluate(
          () => window.scrollY + window.innerHeight >= document.body.scrollHeight,
        );
        if (end) break;
      }
    }
    await atBothWidths(page, testInfo, 'complaints-feed');
    await expectNoAxeViolation(page, '/consumerComplaints');

    await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    await plus.click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Denuncia' });
    await expect(
      dialog.getByText('Debes iniciar sesión para acceder al portal de denuncias y reclamos.'),
    ).toBeVisible();
  });

  test('at 375 px the pay table of /casasParticulares shows whole, with nothing to scroll sideways', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    await openPage(page, '/casasParticulares');
    const cells = page.getByRole('main').getByRole('cell');
    await expect(cells.first()).toBeVisible();
    for (const cell of await cells.all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(WIDTHS.mobile);
    }
    await expectNoAxeViolation(page, '/casasParticulares 375');
    await atBothWidths(page, testInfo, 'casas-particulares');
    await expectNoAxeViolation(page, '/casasParticulares 1280');
  });

  test('/dash/verificacion has its headings in order (axe)', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    await signIn(page, '/signin', DEMO.prestador, DEMO.password);
    await openPage(page, '/dash/verificacion');
    await expect(page.getByRole('form', { name: 'Foto del DNI' })).toBeVisible();
    await expectNoAxeViolation(page, '/dash/verificacion');
    await atBothWidths(page, testInfo, 'verificacion');
  });
});
