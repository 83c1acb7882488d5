import { expect, test } from '@playwright/test';
import { DEMO, freshEmail, signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { linkPathIn, waitForMail } from './support/mail.ts';
import { atBothWidths } from './support/screenshots.ts';
import { listedProfessional } from './support/staff-api.ts';

// Issue 32: the 'Botón de arrepentimiento' and 'Botón de baja' are reachable without signing in,
// from the footer of the first screen; the request gets a case code on screen and by e-mail, and
// reaches the admins' Subscripciones page. Issue 41: it acts only once the account confirms it
// from the link mailed to its address (24 hours), on a page whose button does it.

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

  await expect(receipt).toContainText('vence en 24 horas');

  const mail = await waitForMail(email, new RegExp(`Confirmá tu pedido ${code}`));
  expect(mail.text).toContain(code);
  expect(mail.text).toContain('El enlace vence en 24 horas.');

  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(admin, '/login', DEMO.admin, DEMO.password);
  await openPage(admin, '/dash/pendingPayments');
  const requests = admin.getByRole('region', { name: 'Pedidos sin iniciar sesión' });
  const row = requests.getByRole('listitem').filter({ hasText: code });
  await expect(row).toContainText('Rosa Arrieta');
  // Only the e-mail and the DNI: nothing was done yet.
  await expect(row).toContainText('Esperando la confirmación por e-mail');

  // The mailed link opens a page: opening it does nothing (a mail scanner may), its button confirms.
  await openPage(page, linkPathIn(mail, '/confirmar-pedido'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmar tu pedido' })).toBeVisible();
  await atBothWidths(page, testInfo, 'rights-confirm');
  await page.getByRole('button', { name: 'Confirmar el pedido' }).click();
  // A professional in the trial has no payment to take back: the page says so, with the code.
  await expect(page.getByText(/el arrepentimiento ya no aplica/)).toBeVisible();
  await expect(page.getByText(`Código de caso: ${code}`)).toBeVisible();

  await admin.reload();
  await expect(row).toContainText('Sin pago dentro de los 10 días');

  // The link works once.
  await openPage(page, linkPathIn(mail, '/confirmar-pedido'));
  await page.getByRole('button', { name: 'Confirmar el pedido' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'El enlace venció' })).toBeVisible();
  await admin.context().close();
});
