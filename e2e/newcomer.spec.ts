import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  createClient,
  DEMO,
  fillSignIn,
  freshEmail,
  mailCount,
  registerClient,
  SUBJECTS,
  signIn,
  valueAfter,
  waitForNewMail,
} from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import type { Mail } from './support/mail.ts';
import { startOwnServer } from './support/own-server.ts';
import { keepScreenshot, WIDTHS } from './support/screenshots.ts';

/** The one-click address the verification mail's button leads to. */
function verifyLink(mail: Mail): string {
  const match = /Verificar mi cuenta: (\S+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no verification link in the mail:\n${mail.text}`);
  return new URL(match[1]).pathname + new URL(match[1]).search;
}

test.describe('what a newcomer trips over', () => {
  test('verification: one click from the e-mail, or a new mail and a pasted token at the sign-in door', async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    const email = freshEmail('verifica');
    const password = 'Secreta1';
    const first = await registerClient(request, email, password);
    expect(verifyLink(first)).toMatch(/^\/verificar\/\S+$/);

    // Not verified yet: the door offers a new mail and a field for the token.
    await openPage(page, '/login');
    await fillSignIn(page, email, password);
    const main = page.getByRole('main');
    await expect(main.getByText('Tenés que verificar tu email antes de iniciar sesión.')).toBeVisible();
    const help = main.getByRole('region', { name: 'Verificar cuenta' });
    await keepScreenshot(page, testInfo, 'login-unverified-375');
    const seen = await mailCount(email, SUBJECTS.verification);
    await help.getByRole('button', { name: 'Reenviar correo' }).click();
    await expect(help.getByText('te enviamos un nuevo correo de verificación')).toBeVisible();
    const second = await waitForNewMail(email, SUBJECTS.verification, seen);

    // The first mail's link no longer works; the new one verifies in one click.
    await openPage(page, verifyLink(first));
    await expect(page.getByRole('heading', { level: 1, name: 'Token inválido' })).toBeVisible();
    await openPage(page, verifyLink(second));
    await expect(page.getByRole('heading', { level: 1, name: 'Cuenta verificada' })).toBeVisible();
    await expect(main.getByText('Tu cuenta ha sido activada correctamente')).toBeVisible();
    await keepScreenshot(page, testInfo, 'verify-page-375');
    await main.getByRole('link', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await signIn(page, '/login', email, password);
  });

  test('verification: the token pasted at the sign-in door activates the account', async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    const email = freshEmail('pega');
    const password = 'Secreta1';
    const mail = await registerClient(request, email, password);
    await openPage(page, '/login');
    await fillSignIn(page, email, password);
    const help = page.getByRole('main').getByRole('region', { name: 'Verificar cuenta' });
    await help.getByLabel('Token').fill('equivocado');
    await help.getByRole('button', { name: 'Verificar cuenta' }).click();
    await expect(help.getByText('Token inválido')).toBeVisible();
    await help.getByLabel('Token').fill(valueAfter(mail, 'Token de verificación'));
    await help.getByRole('button', { name: 'Verificar cuenta' }).click();
    await expect(page.getByRole('main').getByText('Cuenta verificada')).toBeVisible();
    await keepScreenshot(page, testInfo, 'login-verified-1280');
    await page.getByRole('main').getByRole('button', { name: 'Ingresar' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Cerrar Sesión' }),
    ).toBeVisible();
  });

  test("verification: a professional's link leads back to the professionals' door", async ({ page }) => {
    await openPage(page, '/verificar/no-es-un-token?cuenta=prestador');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: 'Token inválido' })).toBeVisible();
    await expect(main.getByText('El token ingresado es incorrecto.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/signin');
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).not.toContainText(
      'no-es-un-token',
    );
  });
});

test.describe('controls only for whom they serve', () => {
  test("a provider sees why there is no 'Contratar' nor comment box; a client who commented sees the comment", async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    const list = await request.get('/professionals?servicio=plomero&limit=5');
    const { professionals } = (await list.json()) as { professionals: { _id: string }[] };
    const profile = `/dash/professionals/plomero/${professionals.at(-1)!._id}`;

    await signIn(page, '/signin', DEMO.prestador, DEMO.password);
    await page.goto(profile);
    const main = page.getByRole('main');
    await expect(
      main.getByText('Las cuentas de prestador no pueden contratar.', { exact: false }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Contratar' })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: 'Comentarios' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Tu comentario' })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'profile-as-provider-1280');
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('button', { name: 'Cerrar Sesión' })
      .click();
    await expect(page).toHaveURL(/\/$/);

    const email = freshEmail('opina');
    await createClient(request, email, 'Secreta1');
    await signIn(page, '/login', email, 'Secreta1');
    await page.goto(profile);
    await expect(main.getByRole('button', { name: 'Contratar' })).toBeVisible();
    const text = `Excelente plomero (${Date.now().toString(36)})`;
    await main.getByRole('textbox', { name: 'Tu comentario' }).fill(text);
    await main.locator('label', { has: page.getByRole('radio', { name: '5 estrellas' }) }).click();
    await main.getByRole('button', { name: 'Enviar comentario' }).click();
    const own = main.getByRole('heading', { name: 'Ya dejaste tu comentario' });
    await expect(own).toBeVisible();
    await page.reload();
    await expect(own).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Tu comentario' })).toHaveCount(0);
    await expect(main.getByText(text)).toHaveCount(2); // in the list and as the caller's own
    await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    await own.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'profile-already-commented-375');
  });
});

test.describe('rating page for an unknown or foreign request', () => {
  const path = `/dash/professionals/plomero/${randomUUID()}/${randomUUID()}/calificacion`;

  test('a client is told the request is not among theirs and gets the link to them', async ({
    page,
    request,
  }, testInfo) => {
    const email = freshEmail('califica');
    await createClient(request, email, 'Secreta1');
    await signIn(page, '/login', email, 'Secreta1');
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(
      main.getByText('No encontramos esta solicitud entre las tuyas.', { exact: false }),
    ).toBeVisible();
    await main.getByRole('link', { name: 'Ver mis solicitudes' }).click();
    await expect(page).toHaveURL(/\/dash\/misSolicitudes$/);
    await page.goBack();
    await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    await expect(main.getByRole('link', { name: 'Ver mis solicitudes' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'rating-unknown-client-375');
  });

  test('a professional is told only the client rates, with no link that leads to /restricted', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await signIn(page, '/signin', DEMO.prestador, DEMO.password);
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByText('Solo el cliente que hizo esta solicitud puede calificarla.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Ver mis solicitudes' })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'rating-as-provider-1280');
    await main.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('small things', () => {
  test('the 404 breadcrumb names the page, not the raw path', async ({ page }, testInfo) => {
    await openPage(page, '/dash/no-existe-esta-ruta');
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(crumbs).toHaveText(/Inicio\s*\/\s*Página no encontrada/);
    await expect(crumbs).not.toContainText('no-existe');
    await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    await keepScreenshot(page, testInfo, 'not-found-375');
  });

  test('an empty sign-in says under each field what it misses', async ({ page }) => {
    await openPage(page, '/login');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Ingresar' }).click();
    await expect(main.getByText('Ingresá tu email.')).toBeVisible();
    await expect(main.getByText('Ingresá tu contraseña.')).toBeVisible();
    await main.getByLabel('Email').fill('ana@example.com');
    await main.getByRole('button', { name: 'Ingresar' }).click();
    await expect(main.getByText('Ingresá tu email.')).toHaveCount(0);
    await expect(main.getByText('Ingresá tu contraseña.')).toBeVisible();
  });

  test("the redactor's header links to its panel", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await openPage(page, '/signinRedactor');
    await fillSignIn(page, DEMO.redactor, DEMO.password);
    await expect(page).toHaveURL(/\/$/);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Panel de Redactor' }).click();
    await expect(page).toHaveURL(/\/dash\/redactorsLogin$/);
    await keepScreenshot(page, testInfo, 'redactor-header-1280');
  });

  test("e-mails carry the brand's logo and colours", async ({ request }) => {
    const mail = await registerClient(request, freshEmail('marca'), 'Secreta1');
    const logo = /<img src="([^"]+\/mail-logo\.png)"/.exec(mail.html)?.[1];
    expect(logo).toBeDefined();
    const image = await request.get(new URL(logo!).pathname);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(mail.html).toContain('#c2410c');
    expect(mail.html).not.toContain('#0d6efd');
  });
});

test.describe('a quiet, honest start', () => {
  test('the server prints one line with an address that passes the gate, and so do its loopback twins', async ({
    page,
  }) => {
    // As a newcomer starts it: defaults for everything but a free port and an empty data folder.
    const env: NodeJS.ProcessEnv = { ...process.env, SEED_DEMO: 'false' };
    for (const key of [
      // Both set (as CI's runner does) make Node print a warning line of its own.
      'NO_COLOR',
      'FORCE_COLOR',
      'PUBLIC_URL',
      'ALLOWED_ORIGINS',
      'DATABASE_URL',
      'LOG_LEVEL',
      'NODE_ENV',
      'SMTP_URL',
    ]) {
      delete env[key];
    }
    const server = await startOwnServer(env);
    try {
      const address = `http://localhost:${server.port}`;
      await openPage(page, `${address}/login`);
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
      await openPage(page, `http://127.0.0.1:${server.port}/signup`);
      await expect(page.getByRole('heading', { level: 1, name: 'Registrarse' })).toBeVisible();
      const lines = server.output().split('\n').filter(Boolean);
      expect(lines).toEqual([`ServiHogar listo: abrí ${address}`]);
    } finally {
      server.stop();
    }
  });
});
