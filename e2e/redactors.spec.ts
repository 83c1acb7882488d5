import { expect, test } from '@playwright/test';
import {
  adminFindsUser,
  createClient,
  DEMO,
  fillSignIn,
  freshEmail,
  onlyNewPasswordSignsIn,
  SUBJECTS,
  signIn,
  valueAfter,
} from './support/accounts.ts';
import { waitForMail } from './support/mail.ts';
import { keepScreenshot, WIDTHS } from './support/screenshots.ts';

test('an admin creates a redactor, who verifies the account, changes the password and signs in', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  const email = freshEmail('redactor');
  const nav = page.getByRole('navigation', { name: 'Principal' });

  await signIn(page, '/login', DEMO.admin, DEMO.password);
  await page.goto('/dash/redactorsSignUp');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Crear redactor' }).click();
  await expect(main.getByRole('alert')).toHaveText('Verifica los datos');
  await main.getByLabel('Nombre').fill('Rita');
  await main.getByLabel('Apellido').fill('Sosa');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Contraseña', { exact: true }).fill('Inicial1');
  await main.getByLabel('Repite la contraseña').fill('Inicial1');
  await main.getByRole('button', { name: 'Crear redactor' }).click();
  await expect(main.getByRole('alert')).not.toHaveText('Verifica los datos');
  await expect(main.getByLabel('Nombre')).toHaveValue('');
  await keepScreenshot(page, testInfo, 'redactors-signup-1280');

  await page.goto('/dash/usersRegistered');
  // Other accounts are listed too, so the search has something to take away.
  const rows = page.locator('tbody tr');
  await expect(rows.filter({ hasNotText: email }).first()).toBeVisible();
  await page.getByLabel('Buscar usuarios').fill(email.toUpperCase());
  await expect(rows.filter({ hasNotText: email })).toHaveCount(0);
  await expect(rows.filter({ hasText: email })).toHaveCount(1);
  await nav.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/signinRedactor');
  await fillSignIn(page, email, 'Inicial1');
  const verify = page.getByRole('dialog', { name: 'Verificá tu cuenta' });
  await expect(verify).toBeVisible();
  const token = valueAfter(await waitForMail(email, SUBJECTS.invitation), 'Token de verificación');
  await verify.getByLabel('Token').fill('token-equivocado');
  await verify.getByRole('button', { name: 'Verificar' }).click();
  await expect(verify.getByRole('alert')).toHaveText('El token ingresado es incorrecto o ha expirado.');
  await verify.getByLabel('Token').fill(token);
  await verify.getByRole('button', { name: 'Verificar' }).click();

  const change = page.getByRole('dialog', { name: 'Cambiá tu contraseña' });
  await expect(change).toBeVisible();
  await change.getByLabel('Nueva contraseña').fill('Nueva12');
  await change.getByLabel('Repite la contraseña').fill('Nueva13');
  await change.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(change.getByText('Las contraseñas no coinciden')).toBeVisible();
  await change.getByLabel('Repite la contraseña').fill('Nueva12');
  await change.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(change).toBeHidden();
  await expect(page).toHaveURL(/\/signinRedactor$/);
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue('');

  await onlyNewPasswordSignsIn(page, email, 'Inicial1', 'Nueva12');
  await page.goto('/dash/redactorsLogin');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de Redactor' })).toBeVisible();
});

for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
  test(`the admin users panel at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '/login', DEMO.admin, DEMO.password);
    await page.goto('/dash/usersRegistered');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios registrados' })).toBeVisible();
    await expect(page.getByText(DEMO.cliente)).toBeVisible();
    // The search must take away every account that is not a Fernández (accents do not matter).
    const others = page.locator('tbody tr').filter({ hasNotText: /fern[aá]ndez/i });
    await expect(others.first()).toBeVisible();
    await page.getByLabel('Buscar usuarios').fill('fernandez');
    await expect(others).toHaveCount(0);
    await expect(page.getByText(DEMO.cliente)).toBeVisible();
    await page.getByLabel('Buscar usuarios').fill('');
    await keepScreenshot(page, testInfo, `users-registered-${width}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('an admin bans a client with a reason, and the client can no longer sign in', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  const email = freshEmail('baneado');
  await createClient(request, email, 'Cliente1');

  const row = await adminFindsUser(page, email);
  await row.getByRole('button', { name: /Suspender/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Suspender' }).click();
  await expect(dialog.getByText('Por favor ingrese el motivo de la suspensión.')).toBeVisible();
  await dialog.getByLabel('Motivo').fill('Publicaciones falsas');
  await dialog.getByRole('button', { name: 'Suspender' }).click();
  await expect(page.getByRole('dialog', { name: 'Usuario suspendido' })).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(row).toContainText('Suspendido');
  await expect(row).toContainText('Publicaciones falsas');
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('button', { name: 'Cerrar Sesión' })
    .click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await fillSignIn(page, email, 'Cliente1');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Publicaciones falsas');
});
