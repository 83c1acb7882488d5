import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { createClient, DEMO, fillSignIn, freshEmail, registerClient, signIn } from './support/accounts.ts';
import { openFrozen, stepUntilVisible } from './support/frozen-clock.ts';
import { openPage } from './support/gate.ts';
import { waitForMail } from './support/mail.ts';
import { registerProfessional } from './support/professionals.ts';
import { keepScreenshot, WIDTHS } from './support/screenshots.ts';
import { adminAction } from './support/staff-api.ts';

// Issue 29: what people tripped over, each seen at the width where it was reported.

type Listed = { _id: string; nombre: string; apellido: string };

async function aListedProfessional(request: APIRequestContext): Promise<Listed> {
  const response = await request.get('/professionals?limit=1');
  const { professionals } = (await response.json()) as { professionals: Listed[] };
  return professionals[0]!;
}

const phone = (page: Page) => page.setViewportSize({ width: WIDTHS.mobile, height: 800 });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('item 1: a /dash link opened signed out', () => {
  test('at 375 px a shared profile link says whose profile needs a sign-in, and sign-up + verification + sign-in lands on it', async ({
    page,
    request,
  }, testInfo) => {
    await phone(page);
    const pro = await aListedProfessional(request);
    const profile = `/dash/professionals/details/${pro._id}`;
    await openPage(page, profile);
    await expect(page).toHaveURL(/\/$/);
    const notice = page
      .getByRole('status')
      .filter({ hasText: `Iniciá sesión o registrate para ver el perfil de ${pro.nombre} ${pro.apellido}` });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'signed-out-profile-link-375', { fullPage: false });

    await notice.getByRole('link', { name: 'Registrarse' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    // The sign-up form has journeys of its own: here the account is made through the API, and the
    // e-mail's link verifies it in this browser.
    const email = freshEmail('vuelve');
    const mail = await registerClient(request, email, 'Secreta1');
    const link = /\/verificar\/[^\s)>\]"]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await openPage(page, link!);
    await expect(page.getByRole('heading', { name: 'Cuenta verificada' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Iniciar Sesión' }).click();
    await fillSignIn(page, email, 'Secreta1');
    await expect(page).toHaveURL(new RegExp(`${profile}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `${pro.nombre} ${pro.apellido}` }),
    ).toBeVisible();
  });

  test('at 375 px on a slow network the link names the professional even when the profile read is shed (issue 44 item 4)', async ({
    page,
    request,
  }) => {
    await phone(page);
    const pro = await aListedProfessional(request);
    // The public profile read answers as a saturated server does (decision 0019): 503 + Retry-After.
    await page.route(new RegExp(`/professionals/${pro._id}$`), (route) =>
      route.request().resourceType() === 'document'
        ? route.continue()
        : route.fulfill({
            status: 503,
            headers: { 'Retry-After': '1' },
            json: { code: 'UNAVAILABLE', message: 'Servicio saturado' },
          }),
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 256 * 1024,
      uploadThroughput: 128 * 1024,
    });
    await openPage(page, `/dash/professionals/details/${pro._id}`);
    await expect(
      page.getByRole('status').filter({
        hasText: `Iniciá sesión o registrate para ver el perfil de ${pro.nombre} ${pro.apellido}`,
      }),
    ).toBeVisible();
  });

  test('any other /dash link says a sign-in is needed', async ({ page }) => {
    await phone(page);
    await openPage(page, '/dash/perfil');
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Iniciá sesión o registrate para ver esa página' }),
    ).toBeVisible();
  });
});

test.describe('items 2 and 3: ads on a phone', () => {
  /** The first heading and every control of the page (bar the pop-up's own) that the box covers. */
  const coveredBy = (popUp: Locator) =>
    popUp.evaluate((card: HTMLElement) => {
      const r = card.getBoundingClientRect();
      return [...document.querySelectorAll('h1, a, button, input, select, textarea')]
        .filter((el) => !card.contains(el) && !el.matches('a[href="#contenido"]'))
        .filter((el) => {
          const b = el.getBoundingClientRect();
          // (1 px boxes are visually hidden, as the skip link until focused)
          return (
            b.width > 1 &&
            b.height > 1 &&
            r.left < b.right &&
            b.left < r.right &&
            r.top < b.bottom &&
            b.top < r.bottom
          );
        })
        .map((el) => el.outerHTML.slice(0, 80));
    });

  test('at 375 px the pop-up covers neither the first heading nor a control, and a reload inside 30 minutes does not bring it back', async ({
    page,
  }, testInfo) => {
    await phone(page);
    await openFrozen(page, '/');
    const popUp = page.getByTestId('pop-up-ad');
    await stepUntilVisible(page, page.getByRole('heading', { level: 1 }));
    await stepUntilVisible(page, popUp);
    expect(await coveredBy(popUp)).toEqual([]);
    await keepScreenshot(page, testInfo, 'home-pop-up-375', { fullPage: false });

    await openFrozen(page, '/');
    await stepUntilVisible(page, page.getByRole('heading', { level: 1 }));
    // Well past the time the pop-up would take to load and show.
    for (let i = 0; i < 20; i++) await page.clock.runFor(300);
    await expect(popUp).toHaveCount(0);
  });

  test('at 375 px the banner shows its image at its own aspect, its × beside the image and not over it', async ({
    page,
  }, testInfo) => {
    await phone(page);
    await openPage(page, '/');
    const banner = page.getByRole('main').getByRole('complementary', { name: 'Publicidad', exact: true });
    await banner.scrollIntoViewIfNeeded();
    // Shown whole, at its real aspect, whatever the upload's shape: never cropped or squeezed.
    const images = banner.getByRole('img');
    await expect
      .poll(() => images.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    for (const fit of await images.evaluateAll((all) => all.map((img) => getComputedStyle(img).objectFit))) {
      expect(fit).toBe('contain');
    }
    // The seeded banner (made to the slot, 20:3) fills it and stays legible: ≥ 50 px tall at 343 px.
    const demoHeights = () =>
      images.evaluateAll((all) =>
        (all as HTMLImageElement[])
          .filter(
            (img) => img.naturalWidth > 0 && Math.abs(img.naturalWidth / img.naturalHeight - 20 / 3) < 0.1,
          )
          .map((img) => img.getBoundingClientRect().height),
      );
    await expect.poll(async () => (await demoHeights()).length).toBeGreaterThan(0);
    for (const height of await demoHeights()) expect(height).toBeGreaterThanOrEqual(50);
    const imageBox = (await images.first().boundingBox())!;
    const close = banner.getByRole('button', { name: 'Cerrar publicidad' });
    expect(overlaps((await close.boundingBox())!, imageBox)).toBe(false);
    await keepScreenshot(page, testInfo, 'banner-375');
  });
});

test('item 4: at 375 px a professional at the client sign-in is pointed to the other doors with the 401', async ({
  page,
}) => {
  await phone(page);
  await openPage(page, '/login');
  await fillSignIn(page, DEMO.prestador, DEMO.password);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText(
    '⚠ Acceso Invalido, verifique las credenciales que proporcionó',
  );
  const help = main.getByText('¿Sos prestador o redactor?');
  await expect(help.getByRole('link', { name: 'Ingreso de Prestadores' })).toHaveAttribute('href', '/signin');
  await expect(help.getByRole('link', { name: 'Ingreso de Redactores' })).toHaveAttribute(
    'href',
    '/signinRedactor',
  );
});

test('item 5: a new professional is told what "Pendiente de alta" means on the home page and Mi Perfil, and e-mailed at the alta', async ({
  page,
  request,
}, testInfo) => {
  const person = {
    nombre: 'Elena',
    apellido: 'Espera',
    email: freshEmail('espera'),
    password: 'Secreta1',
    service: 'Plomero',
  };
  const id = await registerProfessional(page, person);
  await phone(page);
  await signIn(page, '/signin', person.email, person.password);
  const notice = page.getByTestId('subscription-alert');
  await expect(notice).toContainText('Tu perfil está pendiente de alta');
  await expect(notice).toContainText('suele hacerlo en 1 día hábil');
  await expect(notice).toContainText('ese día empiezan tus 7 días gratis');
  await keepScreenshot(page, testInfo, 'pending-alta-home-375', { fullPage: false });
  await openPage(page, '/dash/miPerfil');
  await expect(page.getByRole('main')).toContainText('Pendiente de alta');
  await expect(notice).toContainText('Tu perfil está pendiente de alta');

  await adminAction(request, 'altaProf', id);
  const mail = await waitForMail(person.email, /prueba gratis/);
  expect(mail.text).toContain('Un administrador dio de alta tu perfil de prestador');
  await page.reload();
  await expect(page.getByRole('main')).toContainText('Disfruta de 7 días gratis');
  await expect(page.getByText('Tu perfil está pendiente de alta')).toHaveCount(0);
});

test.describe('item 8: small layout and feedback faults', () => {
  test('at 375 px every breadcrumb shows whole (the trail wraps)', async ({ page }, testInfo) => {
    await phone(page);
    await openPage(page, '/login/missPassword');
    const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(trail.getByText('Recuperar contraseña')).toBeVisible();
    const cut = await trail.evaluate((nav) =>
      [...nav.querySelectorAll('a, span[aria-current]')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.right > window.innerWidth || el.scrollWidth > el.clientWidth + 1;
        })
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    expect(await trail.evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).toBe(true);
    await keepScreenshot(page, testInfo, 'breadcrumb-recovery-375', { fullPage: false });
  });

  test('a profile comment says "Calificación enviada!" once', async ({ page, request }) => {
    const email = freshEmail('califica');
    await createClient(request, email, 'Secreta1');
    const pro = await aListedProfessional(request);
    await phone(page);
    await signIn(page, '/login', email, 'Secreta1');
    await openPage(page, `/dash/professionals/details/${pro._id}`);
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: '4 estrellas' }).check({ force: true });
    await main.getByRole('textbox', { name: 'Tu comentario' }).fill('Muy puntual y prolijo.');
    await main.getByRole('button', { name: 'Enviar comentario' }).click();
    await expect(page.getByText(/Calificación enviada!/).first()).toBeVisible();
    // The toast would come at once with the in-place status: give it the time to show, then count.
    await page.waitForTimeout(500);
    await expect(page.getByText(/Calificación enviada!/)).toHaveCount(1);
  });

  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    test(`axe finds no violation on the whole page (ad landmarks named apart, headings in order) at ${width} px`, async ({
      page,
      request,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        '/',
        '/consumerComplaints',
        '/login',
        '/login/missPassword',
        '/banners/horizontal',
      ]) {
        await openPage(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The ads load after the page: scan once they are there (the directory has none beside it).
        if (!path.startsWith('/banners')) {
          await expect(page.getByRole('complementary', { name: 'Publicidad', exact: true })).toBeAttached();
        }
        const audit = await new AxeBuilder({ page }).analyze();
        expect(audit.violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
      }
      const pro = await aListedProfessional(request);
      await signIn(page, '/login', DEMO.cliente, DEMO.password);
      await openPage(page, `/dash/professionals/details/${pro._id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: `${pro.nombre} ${pro.apellido}` }),
      ).toBeVisible();
      const audit = await new AxeBuilder({ page }).analyze();
      expect(audit.violations.map((v) => v.id)).toEqual([]);
    });
  }
});

test('item 9: at 375 px the professionals panel is a page of 25 from the server, its page and search in the URL', async ({
  page,
}, testInfo) => {
  await phone(page);
  await signIn(page, '/login', DEMO.admin, DEMO.password);
  await openPage(page, '/dash/professionalsRegistered');
  const rows = page.getByRole('row').filter({ hasText: /@/ });
  await expect(rows).toHaveCount(25);
  const pager = page.getByRole('navigation', { name: 'Páginas de profesionales' });
  await pager.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\?pagina=2$/);
  await expect(pager).toContainText('Página 2 de');
  await page.reload();
  await expect(pager).toContainText('Página 2 de');
  await page.getByLabel('Buscar profesionales').fill('servihogar.demo');
  await expect(page).toHaveURL(/\?buscar=servihogar.demo$/);
  await expect(pager).toContainText('Página 1 de');
  await keepScreenshot(page, testInfo, 'professionals-panel-375', { fullPage: false });
});

test.describe('items 6 and 7: forms that cut, mislead or start elsewhere (375 px)', () => {
  test('/workWithUs starts at Tucumán and Celular takes digits only', async ({ page }) => {
    await phone(page);
    await openPage(page, '/workWithUs');
    const main = page.getByRole('main');
    await expect(main.getByLabel('Provincia').getByRole('option', { name: 'Tucumán' })).toBeAttached();
    await expect(main.getByLabel('Provincia')).toHaveValue('Tucumán');
    await expect(
      main.getByLabel('Ciudad', { exact: true }).getByRole('option', { name: 'Yerba Buena' }),
    ).toBeAttached();
    const celular = main.getByLabel('Celular');
    await celular.pressSequentially('38a1-555 12x34');
    await expect(celular).toHaveValue('3815551234');
  });

  test('a sign-up with an address that has an account says how to get in, as every sign-up does', async ({
    page,
  }, testInfo) => {
    await phone(page);
    await openPage(page, '/signup');
    const main = page.getByRole('main');
    const fields: [string, string][] = [
      ['Nombre', 'Ana'],
      ['Apellido', 'Paz'],
      ['Celular', '3815551234'],
      ['Email', DEMO.cliente],
      ['Contraseña', 'Secreta1'],
      ['Repite la contraseña', 'Secreta1'],
      ['Calle', 'San Martín'],
      ['Número', '100'],
      ['Ciudad', 'Tucumán'],
      ['Código postal', '4000'],
    ];
    for (const [label, value] of fields) await main.getByLabel(label, { exact: true }).fill(value);
    await main.getByRole('button', { name: 'Registrarse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verificá tu cuenta' });
    await expect(dialog).toContainText('Si ya tenés cuenta, iniciá sesión o recuperá tu contraseña.');
    await expect(dialog.getByRole('link', { name: 'recuperá tu contraseña' })).toHaveAttribute(
      'href',
      '/login/missPassword',
    );
    await keepScreenshot(page, testInfo, 'signup-token-hint-375', { fullPage: false });
  });

  test('a complaint starts at Media and a 5 400-character description is refused with its limit, not cut', async ({
    page,
    request,
  }) => {
    const email = freshEmail('denuncia');
    await createClient(request, email, 'Secreta1');
    await phone(page);
    await signIn(page, '/login', email, 'Secreta1');
    await openPage(page, '/consumerComplaints');
    await page.getByRole('button', { name: 'Nueva Denuncia' }).click();
    const terms = page.getByRole('dialog', { name: 'Términos del portal de denuncias' });
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Acepto los términos' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva Denuncia' });
    await expect(form.getByLabel(/Criticidad/)).toHaveValue('Media');
    const text = 'Me cobraron de más. '.repeat(270);
    await form.getByLabel(/Descripción/).fill(text);
    await expect(form.getByLabel(/Descripción/)).toHaveValue(text);
    await expect(form.getByText(`${text.length}/2000 caracteres`)).toBeVisible();
    await form.getByRole('button', { name: 'Enviar denuncia' }).click();
    await expect(form.getByText('Máximo 2000 caracteres.')).toBeVisible();
  });

  test("the admin's Editar opens on the complaint's current estado and criticidad", async ({ page }) => {
    await phone(page);
    await signIn(page, '/login', DEMO.admin, DEMO.password);
    await openPage(page, '/dash/consumerComplaintsManagement');
    const edit = page.getByRole('button', { name: /^Editar / }).first();
    const ticket = (await edit.getAttribute('aria-label'))?.replace(/^Editar /, '') ?? '';
    await edit.click();
    const dialog = page.getByRole('dialog', { name: `Editar ${ticket}` });
    await expect(dialog.getByLabel('Estado')).not.toHaveValue('');
    await expect(dialog.getByLabel('Criticidad')).not.toHaveValue('');
  });
});
