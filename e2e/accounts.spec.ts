import { expect, test } from '@playwright/test';
import { DEMO, freshEmail, SUBJECTS, signIn, valueAfter } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { waitForMail } from './support/mail.ts';
import { keepScreenshot, WIDTHS } from './support/screenshots.ts';

test.describe('accounts', () => {
  test('a client registers, verifies the e-mail, signs in, keeps the session on reload and signs out', async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    const email = freshEmail('cliente');
    const password = 'Secreta1';

    await openPage(page, '/signup');
    const main = page.getByRole('main');
    await main.getByLabel('Nombre').fill('Ana');
    await main.getByLabel('Apellido').fill('Paz');
    await main.getByLabel('Celular').fill('3815551234');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Contraseña', { exact: true }).fill(password);
    await main.getByLabel('Repite la contraseña').fill('otra');
    await expect(main.getByText('⚠ Las contraseñas no coinciden!')).toBeVisible();
    await main.getByLabel('Repite la contraseña').fill(password);
    await expect(main.getByText('⚠ Las contraseñas no coinciden!')).toBeHidden();
    await main.getByLabel('Calle').fill('San Martín');
    await main.getByLabel('Número').fill('100');
    await main.getByLabel('Ciudad').fill('San Miguel de Tucumán');
    await main.getByLabel('Código postal').fill('4000');
    await main.getByRole('button', { name: 'Registrarse' }).click();

    const dialog = page.getByRole('dialog', { name: 'Verificá tu cuenta' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('input[name="nombre"]')).toHaveValue('');
    const token = valueAfter(await waitForMail(email, SUBJECTS.verification), 'Token de verificación');
    await dialog.getByLabel('Token').fill(token);
    await dialog.getByRole('button', { name: 'Verificar cuenta' }).click();
    const verified = page.getByRole('dialog', { name: 'Cuenta verificada' });
    await expect(verified).toContainText('Tu cuenta ha sido activada correctamente');
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

    await signIn(page, '/login', email, password);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Mi Perfil' })).toHaveAttribute('href', '/dash/perfil');

    // Persistent login: the access token lives in memory only, the refresh cookie restores it.
    await page.reload();
    await expect(nav.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
    // A refresh the server answers but whose answer never arrives (a dropped connection): the
    // load reports it, and 'Reintentar' loads again with the cookie it still holds: signed in.
    await page.route(
      '**/auth/refresh',
      async (route) => {
        // Sent from outside the browser, so the rotated cookie never reaches it.
        const answered = await fetch(route.request().url(), { headers: await route.request().allHeaders() });
        expect(answered.status).toBe(200);
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await page.reload();
    const notice = page.getByRole('alert').filter({ hasText: 'Sin Respuesta de Servidor' });
    await expect(notice.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeVisible();
    await notice.getByRole('link', { name: 'Reintentar' }).click();
    await expect(nav.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
    await page.goto('/dash/perfil');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
    await expect(page).toHaveURL(/\/dash\/perfil$/);

    await nav.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
    await page.goto('/dash/perfil');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a client opening an admin page lands on /restricted', async ({ page }) => {
    await signIn(page, '/login', DEMO.cliente, DEMO.password);
    await page.goto('/dash/usersRegistered');
    await expect(page).toHaveURL(/\/restricted$/);
    await expect(page.getByText('Usted no tiene acceso a esta ruta')).toBeVisible();
  });

  test('a signed-in user opening /login goes to /', async ({ page }) => {
    await signIn(page, '/login', DEMO.cliente, DEMO.password);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/$/);
  });

  test('wrong credentials show the 401 text, focused, cleared by typing', async ({ page }) => {
    await openPage(page, '/login');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(DEMO.cliente);
    await main.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
    await main.getByRole('button', { name: 'Ingresar' }).click();
    const alert = main.getByRole('alert');
    await expect(alert).toHaveText('⚠ Acceso Invalido, verifique las credenciales que proporcionó');
    await expect(alert).toBeFocused();
    await main.getByLabel('Contraseña', { exact: true }).press('x');
    await expect(alert).toBeHidden();
  });

  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    test(`the sign-in and sign-up pages at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, '/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await keepScreenshot(page, testInfo, `login-${width}`);
      await page.goto('/signup');
      await page.getByRole('main').getByRole('button', { name: 'Registrarse' }).click();
      await expect(page.getByText('⚠ Nombre debe tener al menos 3 caracteres de largo')).toBeVisible();
      // The submit scrolled to the first error; the full-page shot reads best from the top.
      await page.evaluate(() => window.scrollTo(0, 0));
      await keepScreenshot(page, testInfo, `signup-${width}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
