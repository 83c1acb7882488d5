import { expect, type Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { DAY_MS, fromRealTime, moveClock } from './support/clock.ts';
import { openPage } from './support/gate.ts';
import { waitForMail } from './support/mail.ts';
import { test } from './support/people.ts';
import { openAsProfessional, professionalInTrial } from './support/professionals.ts';
import { atBothWidths } from './support/screenshots.ts';

// Issue 33: paying with Mercado Pago, on an app of its own (TEST_CLOCK, MP_* settings) whose Mercado
// Pago is the local one of apps/api/test/mercadopago: its checkout page, its API, its signed webhooks.

const fakeMp = process.env.E2E_FAKE_MP_URL!;

/** The local Mercado Pago sends its pending notifications, signed at the app's clock (now + offset). */
async function notify(page: Page, offsetMs: number) {
  const res = await page.request.post(`${fakeMp}/__fake/notify`, { data: { offsetMs } });
  expect(res.ok()).toBe(true);
  const { statuses } = (await res.json()) as { statuses: number[] };
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.every((s) => s === 200)).toBe(true);
}

test('a professional pays with Mercado Pago: checkout, back, confirmed by the webhook; a rejected renewal leaves it overdue', async ({
  admin,
  pro,
}, testInfo) => {
  test.setTimeout(600_000);
  await fromRealTime(admin, async () => {
    const { email, name, password } = await professionalInTrial(admin, pro, {
      nombre: 'Lucía',
      apellido: 'Mercado',
      service: 'Plomero',
    });
    // The trial is over: the red notice.
    const offset = 8 * DAY_MS;
    await moveClock(admin, offset);
    await openAsProfessional(pro, '/dash/miPerfil');
    const notice = pro.getByTestId('subscription-alert');
    await expect(notice).toContainText('Tu período de prueba gratuito ha finalizado.');

    // Chooses Mensual and Mercado Pago: sent to the (local) checkout.
    await openPage(pro, '/dash/licenseTypes');
    await pro.getByRole('button', { name: 'Elegir plan Mensual' }).click();
    const main = pro.getByRole('main');
    await expect(main.getByRole('button', { name: 'Pagar con Mercado Pago' })).toBeVisible();
    await atBothWidths(pro, testInfo, 'mercadopago-plan');
    await main.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await expect(pro).toHaveURL(new RegExp(`^${fakeMp}/checkout/`));
    await expect(pro.getByText('ServiHogar: plan Mensual: $ 15000 ARS por mes')).toBeVisible();

    // Authorizes and comes back: pending until Mercado Pago says so.
    await pro.getByRole('button', { name: 'Autorizar débito' }).click();
    await expect(pro).toHaveURL(/\/dash\/mercadopago\?ref=/);
    const state = pro.getByRole('status').filter({ hasText: 'Mensual' });
    await expect(state).toContainText('Pendiente de confirmación');

    // The signed webhooks arrive: confirmed, and the notice is gone.
    await notify(pro, offset);
    await expect(state).toContainText('Pago confirmado');
    await expect(state).toContainText('Tu suscripción está al día hasta el');
    await atBothWidths(pro, testInfo, 'mercadopago-confirmed');
    await waitForMail(email, /Aprobamos tu pago/);
    await openAsProfessional(pro, '/dash/miPerfil');
    await expect(pro.getByTestId('subscription-alert')).toHaveCount(0);

    // The admin sees the method and Mercado Pago's state.
    await openPage(admin, '/dash/pendingPayments');
    await admin.getByPlaceholder('Buscar por nombre o apellido...').fill('Mercado');
    const row = admin.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Mercado Pago');
    await expect(row).toContainText('MP: autorizada');
    await expect(row).toContainText('Confirmado');
    await expect(row.getByRole('button', { name: /^Ver comprobante/ })).toHaveCount(0);
    await atBothWidths(admin, testInfo, 'mercadopago-admin');

    // A month later the renewal charge is rejected: failed, mailed, overdue.
    const renewal = offset + 31 * DAY_MS;
    await moveClock(admin, renewal);
    await signIn(pro, '/signin', email, password); // a month on, the session has expired
    const preapprovals = (await (await pro.request.get(`${fakeMp}/__fake/preapprovals`)).json()) as {
      id: string;
      payer_email: string;
    }[];
    const mine = preapprovals.find((p) => p.payer_email === email)!;
    const charged = await pro.request.post(`${fakeMp}/__fake/charge`, {
      data: { preapprovalId: mine.id, status: 'rejected' },
    });
    expect(charged.ok()).toBe(true);
    await notify(pro, renewal);
    await waitForMail(email, /No pudimos aprobar tu pago/);
    await openAsProfessional(pro, '/dash/miPerfil');
    await expect(pro.getByTestId('subscription-alert')).toContainText('Tu membresía ha vencido.');
    await openPage(pro, '/dash/licenseTypes');
    await pro.getByRole('button', { name: 'Elegir plan Mensual' }).click();
    await expect(
      pro.getByRole('list', { name: 'Mis suscripciones' }).getByRole('listitem').first(),
    ).toContainText('Fallido');
  });
});

// Issue 48: authorised during the trial, nothing is charged yet: the page and the mail say when.
test('during the trial, authorising says when the first charge is, not "Pago confirmado"', async ({
  admin,
  pro,
}, testInfo) => {
  test.setTimeout(300_000);
  await fromRealTime(admin, async () => {
    const { email } = await professionalInTrial(admin, pro, {
      nombre: 'Tomás',
      apellido: 'Prueba',
      service: 'Plomero',
    });
    await openPage(pro, '/dash/licenseTypes');
    await pro.getByRole('button', { name: 'Elegir plan Mensual' }).click();
    await pro.getByRole('main').getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await expect(pro).toHaveURL(new RegExp(`^${fakeMp}/checkout/`));
    await pro.getByRole('button', { name: 'Autorizar débito' }).click();
    await expect(pro).toHaveURL(/\/dash\/mercadopago\?ref=/);
    await notify(pro, 0);
    const state = pro.getByRole('status').filter({ hasText: 'Mensual' });
    await expect(state).toContainText(
      /Débito automático autorizado: el primer cobro es el \d+ de \w+ de \d{4}/,
    );
    await expect(state).not.toContainText('Pago confirmado');
    await atBothWidths(pro, testInfo, 'mercadopago-trial-authorized');
    const mail = await waitForMail(email, /Débito automático autorizado/);
    expect(mail.text).toContain('el primer cobro es el');
  });
});
