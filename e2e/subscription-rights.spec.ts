import { expect, type Page } from '@playwright/test';
import { openPage } from './support/gate.ts';
import { waitForMail } from './support/mail.ts';
import { test } from './support/people.ts';
import { attachReceipt, professionalInTrial } from './support/professionals.ts';
import { atBothWidths, keepScreenshot } from './support/screenshots.ts';

// Issue 16, part 4: 'Botón de baja' always on the professional's subscription page, 'Botón de
// arrepentimiento' within 10 days of an approved payment; the admin marks the refund.
// (The 10-day limit itself is covered by the API tests with a fixed clock.)

/** The professional's subscription page, once its rights were read. */
async function openRights(pro: Page) {
  const rights = pro.waitForResponse((r) => r.url().endsWith('/subscriptions/rights'));
  await openPage(pro, '/dash/licenseTypes');
  expect((await rights).ok()).toBe(true);
  return pro.getByRole('region', { name: 'Tus derechos' });
}

test('a professional stops renewal, withdraws a payment within 10 days, and the admin refunds it', async ({
  admin,
  pro,
}, testInfo) => {
  test.setTimeout(240_000);
  const { email, name } = await professionalInTrial(admin, pro, {
    nombre: 'Rosa',
    apellido: 'Derechos',
    service: 'Pintor',
  });
  // On the trial: the 'Botón de baja' is there, no arrepentimiento (nothing paid).
  let rights = await openRights(pro);
  await expect(rights.getByRole('button', { name: 'Botón de baja' })).toBeEnabled();
  await expect(rights.getByRole('button', { name: 'Botón de arrepentimiento' })).toHaveCount(0);

  // Pays a Mensual plan; the admin approves it.
  await pro.getByRole('button', { name: 'Elegir plan Mensual' }).click();
  const main = pro.getByRole('main');
  await attachReceipt(main);
  await main.getByRole('button', { name: 'Enviar comprobante' }).click();
  await expect(main.getByText('Suscripcion creada correctamente!')).toBeVisible();
  await openPage(admin, '/dash/pendingPayments');
  await admin.getByPlaceholder('Buscar por nombre o apellido...').fill('Derechos');
  const payment = admin.getByRole('row').filter({ hasText: name });
  await payment.getByRole('button', { name: /^Aprobar/ }).click();
  await expect(admin.getByText(/^Suscripción aprobada: abonado hasta el/)).toBeVisible();

  // 'Botón de baja': confirmed, renewal stopped, the paid period still running; e-mailed.
  rights = await openRights(pro);
  await expect(rights).toContainText('Tu plan sigue activo hasta el');
  await expect(rights).toContainText('Podés arrepentirte hasta el');
  await atBothWidths(pro, testInfo, 'subscription-rights');
  await rights.getByRole('button', { name: 'Botón de baja' }).click();
  const confirmBaja = pro.getByRole('dialog', { name: 'Botón de baja' });
  await expect(confirmBaja).toContainText('¿Confirmas la baja? Tu plan no se renovará.');
  await keepScreenshot(pro, testInfo, 'baja-dialog-1280', { fullPage: false });
  await confirmBaja.getByRole('button', { name: 'Confirmar' }).click();
  await expect(
    rights.getByText('Diste de baja tu suscripción. El período pagado sigue hasta su fin.'),
  ).toBeVisible();
  await expect(rights).toContainText('Baja registrada el');
  await expect(rights.getByRole('button', { name: 'Botón de baja' })).toBeDisabled();
  const bajaMail = await waitForMail(email, /Registramos tu baja/);
  expect(bajaMail.text).toContain('sigue vigente hasta el');

  // 'Botón de arrepentimiento': the subscription ends and the refund is asked for; e-mailed.
  await rights.getByRole('button', { name: 'Botón de arrepentimiento' }).click();
  const confirmWithdraw = pro.getByRole('dialog', { name: 'Botón de arrepentimiento' });
  await confirmWithdraw.getByRole('button', { name: 'Confirmar' }).click();
  await expect(rights.getByText(/^Registramos tu arrepentimiento/)).toBeVisible();
  await expect(rights.getByRole('button', { name: 'Botón de arrepentimiento' })).toHaveCount(0);
  await expect(rights).not.toContainText('Tu plan sigue activo hasta el');
  await waitForMail(email, /Registramos tu arrepentimiento/);

  // The admin sees the request in Subscripciones and marks it refunded; e-mailed.
  await admin.reload();
  await admin.getByPlaceholder('Buscar por nombre o apellido...').fill('Derechos');
  await expect(payment).toContainText('Reembolso solicitado');
  await atBothWidths(admin, testInfo, 'subscriptions-refund');
  await payment.getByRole('button', { name: /^Marcar reembolsado/ }).click();
  await expect(admin.getByText('Reembolso registrado.')).toBeVisible();
  await expect(payment).toContainText('Reembolsado');
  await expect(payment.getByRole('button', { name: /^Marcar reembolsado/ })).toHaveCount(0);
  await waitForMail(email, /Te devolvimos tu pago/);

  // Each step is in the audit log.
  await openPage(admin, '/dash/auditLog');
  const rows = admin.getByRole('row');
  await expect(rows.filter({ hasText: 'Baja de suscripción' }).filter({ hasText: name })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Arrepentimiento (reembolso pedido)' })).not.toHaveCount(0);
  await expect(rows.filter({ hasText: 'Reembolso registrado' })).not.toHaveCount(0);
});
