import { expect, type Page } from '@playwright/test';
import { DEMO, freshEmail, signIn } from './support/accounts.ts';
import { DAY_MS, fromRealTime, moveClock } from './support/clock.ts';
import { openPage } from './support/gate.ts';
import { expectImageLoaded } from './support/images.ts';
import { openList } from './support/lists.ts';
import { waitForMail } from './support/mail.ts';
import { test } from './support/people.ts';
import { attachReceipt, openAsProfessional, registerProfessional } from './support/professionals.ts';
import { atBothWidths, keepScreenshot } from './support/screenshots.ts';

// Runs on the app started with TEST_CLOCK=true (see playwright.config.ts): time moves by
// `POST /__test/clock`, never by waiting.

/** What a client sees on the category page: whether the professional is listed now. */
async function expectListed(client: Page, name: string, listed: boolean) {
  await openList(client, '/dash/professionals/plomero');
  const card = client.getByRole('main').getByRole('heading', { name, exact: true });
  if (listed) await expect(card).toBeVisible();
  else await expect(card).toHaveCount(0);
}

test('a professional is listed after the alta, hidden when the trial ends, listed again once paid', async ({
  admin,
  pro,
  client,
}, testInfo) => {
  test.setTimeout(240_000);
  const email = freshEmail('abonado');
  const password = 'Secreta1';
  const name = 'Marta Quiroga';

  await fromRealTime(admin, async () => {
    // Registered: pending alta, not listed; the notice says what happens next, not a trial yet.
    await registerProfessional(pro, {
      nombre: 'Marta',
      apellido: 'Quiroga',
      email,
      password,
      service: 'Plomero',
    });
    await signIn(client, '/login', DEMO.cliente, DEMO.password);
    await expectListed(client, name, false);
    await signIn(pro, '/signin', email, password);
    await openAsProfessional(pro, '/dash/miPerfil');
    const notice = pro.getByTestId('subscription-alert');
    await expect(notice).toContainText(
      'Tu perfil está pendiente de alta: todavía no aparece en los listados.',
    );
    await expect(notice).not.toContainText('días de prueba');

    // The admin gives the alta in the Controles modal: the 7-day trial starts.
    await signIn(admin, '/login', DEMO.admin, DEMO.password);
    await openPage(admin, '/dash/professionalsRegistered');
    await admin.getByLabel('Buscar profesionales').fill(email.toUpperCase());
    const row = admin.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Controles de ${name}` }).click();
    const controls = admin.getByRole('dialog', { name: `Controles: ${name}` });
    const states = controls.getByRole('list', { name: 'Estado de la cuenta' });
    await expect(states).toContainText('Pendiente de alta');
    await expect(states).toContainText('Sin vencimientos');
    await expect(controls.getByRole('button', { name: 'Suspender Usuario' })).toHaveCount(0);
    await atBothWidths(admin, testInfo, 'controles');
    await controls.getByRole('button', { name: 'Dar de alta' }).click();
    const done = admin.getByRole('dialog', { name: 'Acción realizada' });
    await expect(done).toContainText('Profesional dado de alta. Su período de prueba gratuito termina el');
    await done.getByRole('button', { name: 'Aceptar' }).click();
    await expect(states).toContainText('Activo');
    await expect(states).toContainText('Periodo Gratis Activado');
    await expect(controls.getByRole('button', { name: 'Suspender Usuario' })).toBeVisible();
    await admin.keyboard.press('Escape');
    await expect(row).toContainText('Activo');
    await waitForMail(email, /empezá tu prueba gratis/);

    await expectListed(client, name, true);
    await openAsProfessional(pro, '/dash/miPerfil');
    await expect(notice).toContainText('Disfruta de 7 días gratis... Te quedan 7 días de prueba.');
    await expect(notice.getByRole('link', { name: 'Conoce nuestros planes' })).toHaveAttribute(
      'href',
      '/dash/licenseTypes',
    );

    // Eight days later the trial is over: hidden, and a red notice.
    await moveClock(admin, 8 * DAY_MS);
    await expectListed(client, name, false);
    await openAsProfessional(pro, '/dash/miPerfil');
    await expect(notice).toContainText('Tu período de prueba gratuito ha finalizado.');
    await notice.getByRole('link', { name: 'Elegir un plan' }).click();
    await expect(pro).toHaveURL(/\/dash\/licenseTypes$/);
    await pro.getByRole('button', { name: 'Elegir plan Mensual' }).click();
    await expect(pro.getByRole('heading', { level: 1, name: 'Pago de suscripción' })).toBeVisible();
    const main = pro.getByRole('main');
    await expect(main).toContainText('Mensual');
    await expect(main).toContainText('Tipo de cuentaCC');
    await main.getByRole('button', { name: 'Enviar comprobante' }).click();
    await expect(main.getByText('Por favor, selecciona un comprobante de pago')).toBeVisible();
    await attachReceipt(main);
    await expect(main.getByRole('img', { name: 'Vista previa del comprobante' })).toBeVisible();
    await main.getByRole('button', { name: 'Enviar comprobante' }).click();
    await expect(main.getByText('Suscripcion creada correctamente!')).toBeVisible();
    const mine = main.getByRole('list', { name: 'Mis suscripciones' });
    await expect(mine.getByRole('listitem')).toHaveCount(1);
    await expect(mine.getByRole('listitem')).toContainText('Pendiente');
    await atBothWidths(pro, testInfo, 'license-selection');

    // The admin finds it under Pendiente, looks at the proof and approves it.
    await openPage(admin, '/dash/pendingPayments');
    await expect(admin.getByRole('heading', { level: 1, name: 'Subscripciones' })).toBeVisible();
    await admin.getByLabel('Estado').selectOption({ label: 'Pendiente' });
    await admin.getByPlaceholder('Buscar por nombre o apellido...').fill('QUIROGA');
    const payment = admin.getByRole('row').filter({ hasText: name });
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText('Profesional');
    await expect(payment).toContainText('Mensual');
    await atBothWidths(admin, testInfo, 'pending-payments');
    await payment.getByRole('button', { name: /^Ver comprobante/ }).click();
    const proof = admin.getByRole('dialog', { name: 'Comprobante de pago' });
    const image = proof.getByRole('img');
    await expectImageLoaded(image, /^blob:/);
    await keepScreenshot(admin, testInfo, 'payment-proof-1280');
    await admin.keyboard.press('Escape');
    await payment.getByRole('button', { name: /^Aprobar/ }).click();
    await expect(admin.getByText(/^Suscripción aprobada: abonado hasta el/)).toBeVisible();
    await expect(payment).toHaveCount(0);
    await admin.getByLabel('Estado').selectOption({ label: 'Confirmado' });
    await expect(payment).toContainText('Confirmado');
    await expect(payment.getByRole('button', { name: /^Aprobar/ })).toHaveCount(0);
    await waitForMail(email, /Aprobamos tu pago/);

    // Paid: listed again, no notice, the payment confirmed.
    await expectListed(client, name, true);
    await openAsProfessional(pro, '/dash/miPerfil');
    await expect(pro.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
    await expect(notice).toHaveCount(0);

    // The back office remembers who did what.
    await openPage(admin, '/dash/auditLog');
    const entries = admin.getByRole('row').filter({ hasText: 'Marta Quiroga' });
    await expect(entries.filter({ hasText: 'Dar de alta' })).toHaveCount(1);
    await expect(entries.filter({ hasText: 'Aprobar' })).toHaveCount(1);
    await admin.getByLabel('Acción').selectOption({ label: 'Aprobar' });
    await expect(admin.getByRole('row').filter({ hasText: 'Dar de alta' })).toHaveCount(0);
    await expect(entries).toHaveCount(1);
  });
});
