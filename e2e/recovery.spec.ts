import { expect, type Page, test } from '@playwright/test';
import {
  createClient,
  DEMO,
  freshEmail,
  mailCount,
  onlyNewPasswordSignsIn,
  SUBJECTS,
  signIn,
  signOut,
  valueAfter,
  waitForNewMail,
} from './support/accounts.ts';
import { openPage } from './support/gate.ts';

/** Asks for a code at `recoveryPath`, reads it from the mail and sets `newPassword`. */
async function recover(
  page: Page,
  recoveryPath: string,
  email: string,
  newPassword: string,
  loginPath: string,
) {
  const seen = await mailCount(email, SUBJECTS.recovery);
  await openPage(page, recoveryPath);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Enviar código' }).click();
  const code = valueAfter(await waitForNewMail(email, SUBJECTS.recovery, seen), 'Código de verificación');
  await main.getByLabel('Código de verificación').fill(code);
  await main.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
  await main.getByLabel('Repite la nueva contraseña').fill(newPassword);
  await main.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page).toHaveURL(new RegExp(`${loginPath}$`));
}

test.describe('password recovery', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('a client gets a code by e-mail, a wrong one is refused, and the new password works', async ({
    page,
    request,
  }) => {
    const email = freshEmail('recupera');
    await createClient(request, email, 'Vieja12');

    await openPage(page, '/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL(/\/login\/missPassword$/);
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill('no-es-un-mail');
    await main.getByRole('button', { name: 'Enviar código' }).click();
    await expect(
      main.getByText(
        'Formato de mail invalido o mail invalido: Debe cumplir con el formato: {email} y ser un mail valido',
      ),
    ).toBeVisible();
    await main.getByLabel('Email').fill(email);
    await main.getByRole('button', { name: 'Enviar código' }).click();
    const code = valueAfter(await waitForNewMail(email, SUBJECTS.recovery, 0), 'Código de verificación');

    const wrong = code === '000000' ? '111111' : '000000';
    await main.getByLabel('Código de verificación').fill(wrong);
    await main.getByLabel('Nueva contraseña', { exact: true }).fill('Nueva12');
    await main.getByLabel('Repite la nueva contraseña').fill('Nueva21');
    await main.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(main.getByText('Las contraseñas no coinciden.')).toBeVisible();
    await main.getByLabel('Repite la nueva contraseña').fill('Nueva12');
    await main.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(main.getByRole('alert')).toHaveText(
      'El código que ha introducido es incorrecto, vuelva a ingresar uno válido',
    );
    await main.getByLabel('Código de verificación').fill(code);
    await main.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await onlyNewPasswordSignsIn(page, email, 'Vieja12', 'Nueva12');
  });

  // The seeded professional and redactor are the only ones of their kind; each journey gives the
  // demo password back at the end so other journeys can keep using those accounts.
  test('the demo professional recovers the password at /signin/missPasswordPrest', async ({ page }) => {
    await recover(page, '/signin/missPasswordPrest', DEMO.prestador, 'Prestador9', '/signin');
    await signIn(page, '/signin', DEMO.prestador, 'Prestador9');
    await signOut(page);
    await recover(page, '/signin/missPasswordPrest', DEMO.prestador, DEMO.password, '/signin');
    await signIn(page, '/signin', DEMO.prestador, DEMO.password);
  });

  test('the demo redactor recovers the password at /signinRedactor/missPasswordRedactor', async ({
    page,
  }) => {
    await recover(
      page,
      '/signinRedactor/missPasswordRedactor',
      DEMO.redactor,
      'Redactor9',
      '/signinRedactor',
    );
    await signIn(page, '/signinRedactor', DEMO.redactor, 'Redactor9');
    await signOut(page);
    await recover(
      page,
      '/signinRedactor/missPasswordRedactor',
      DEMO.redactor,
      DEMO.password,
      '/signinRedactor',
    );
    await signIn(page, '/signinRedactor', DEMO.redactor, DEMO.password);
  });
});
