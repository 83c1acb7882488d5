import { expect, test } from '@playwright/test';
import { DEMO, freshEmail, signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { waitForMail } from './support/mail.ts';
import { atBothWidths } from './support/screenshots.ts';
import { listedProfessional } from './support/staff-api.ts';

// Issue 32: the 'Botón de arrepentimiento' and 'Botón de baja' are reachable without signing in,
// from the footer of the first screen; the request gets a case code on screen and by e-mail, and
// reaches the admins' Subscripciones page.

test('an anonymous visitor files an arrepentimiento from the footer, gets a case code, and the admin sees it', async ({
  page,
  browser,
}, testInfo) => {
  const email = freshEmail('arrepentida');
  const dni = String(40_000_000 + Math.floor(Math.random() * 9_000_000));
  await listedProfessional(page.request, {
    nombre: 'Rosa',
    apellido: 'Arrieta',
    email,
    password: 'Secreta1',
    dni,
  });

  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Botón de arrepentimiento' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Botón de arrepentimiento y Botón de baja' }),
  ).toBeVisible();
  await expect(page.getByLabel('Arrepentirme de la contratación (Botón de arrepentimiento)')).toBeChecked();

  // A bad DNI is refused under its field; what was typed stays.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('DNI del prestador').fill('12.34');
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByText('Ingresá el DNI, solo números (7 u 8 dígitos).')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('DNI del prestador').fill(dni);
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  const receipt = page.getByRole('alert').filter({ hasText: 'Tu código de caso es' });
  await expect(receipt).toBeVisible();
  const code = (await receipt.textContent())!.match(/ARR-\d{4}-\d{8}/)![0];
  await atBothWidths(page, testInfo, 'rights-request');

  const mail = await waitForMail(email, new RegExp(`Tu pedido ${code}`));
  expect(mail.text).toContain(code);

  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(admin, '/login', DEMO.admin, DEMO.password);
  await openPage(admin, '/dash/pendingPayments');
  const requests = admin.getByRole('region', { name: 'Pedidos sin iniciar sesión' });
  const row = requests.getByRole('listitem').filter({ hasText: code });
  await expect(row).toContainText('Rosa Arrieta');
  // A professional in the trial has no payment to take back: the admins see why.
  await expect(row).toContainText('Sin pago dentro de los 10 días');
  await admin.context().close();
});
