import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import { createClient, DEMO, freshEmail, signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { expectImageLoaded, plainPng } from './support/images.ts';
import { waitForMail } from './support/mail.ts';
import { test } from './support/people.ts';
import { demoProfilePath, openAsDemoPro, requestCard } from './support/requests.ts';
import { atBothWidths, WIDTHS } from './support/screenshots.ts';
import { bearerOf } from './support/staff-api.ts';

// Guarantee claims (issue 45, decision 0066): on a hire the demo Prestador accepted and marked done
// (set up through the API), the client opens a claim on a phone and gets its code on screen and by
// mail, the professional answers from the inbox, an admin decides within the deadline and both
// parties are mailed the outcome.

/** A new client's solicitud to the demo Prestador, accepted and done through the API. */
async function doneHire(request: APIRequestContext, professionalId: string) {
  const email = freshEmail('garantia');
  const password = 'Secreta1';
  await createClient(request, email, password);
  const signedIn = await request.post('/auth', { data: { email, password } });
  const client = { authorization: `Bearer ${(await signedIn.json()).accessToken}` };
  const need = `Cuidar a mis hijos el sábado (${Date.now().toString(36)})`;
  const hired = await request.post('/solicitudes', {
    headers: client,
    data: { professionalId, servicio: 'ninera', need },
  });
  expect(hired.status()).toBe(201);
  const id: string = (await hired.json()).solicitud._id;
  const pro = { authorization: await bearerOf(request, DEMO.prestador, '/auth/loginProfessional') };
  for (const [step, data] of [
    ['answer', { answer: 'acepto' }],
    ['done', undefined],
  ] as const) {
    const res = await request.post(`/solicitudes/${id}/${step}`, { headers: pro, ...(data ? { data } : {}) });
    expect(res.status(), step).toBe(200);
  }
  return { email, password, id, need };
}

test('a client claims the guarantee, the professional answers, an admin decides and both are mailed', async ({
  admin,
  client,
  pro,
}, testInfo) => {
  test.setTimeout(240_000);
  const professionalId = (await demoProfilePath(client)).split('/').at(-1)!;
  const hire = await doneHire(client.request, professionalId);

  // The client, on a phone, opens "Reclamo de garantía" from Mis solicitudes.
  await client.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await signIn(client, '/login', hire.email, hire.password);
  await openPage(client, `/dash/misSolicitudes?pedido=${hire.id}`);
  const mine = requestCard(client, hire.need);
  await mine.getByRole('button', { name: 'Reclamo de garantía' }).click();
  const dialog = client.getByRole('dialog', { name: 'Reclamo de garantía' });
  await dialog.getByRole('button', { name: 'Enviar reclamo' }).click();
  await expect(dialog.getByText('Elegí qué pasó.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Daños' }).check();
  await dialog.getByRole('textbox', { name: 'Descripción' }).fill('Rompió un vidrio del living y no avisó.');
  await dialog
    .getByLabel('Fotos (opcional, hasta 3)')
    .setInputFiles({ name: 'vidrio.png', mimeType: 'image/png', buffer: await plainPng(800, 600) });
  await dialog.getByRole('button', { name: 'Enviar reclamo' }).click();
  await expect(client.getByText(/^Registramos tu reclamo GAR-\d{4}-\d{8}\./)).toBeVisible();
  // The toast goes away by itself: the code stays on the solicitud's card.
  const shown = mine.getByRole('region', { name: /^Reclamo de garantía GAR-\d{4}-\d{8}$/ });
  const codigo = /GAR-\d{4}-\d{8}/.exec((await shown.getAttribute('aria-label')) ?? '')![0];
  const claim = mine.getByRole('region', { name: `Reclamo de garantía ${codigo}` });
  await expect(claim.getByTestId('claim-estado')).toHaveText('Abierto');
  // Its photo, fetched with the session, as a thumbnail.
  const photo = (place: Locator) => place.getByRole('img', { name: `Foto 1 del reclamo ${codigo}` });
  await expectImageLoaded(photo(claim), /^blob:/);
  await expect(mine.getByRole('button', { name: 'Reclamo de garantía' })).toHaveCount(0);
  const received = await waitForMail(hire.email, new RegExp(`^Recibimos tu reclamo de garantía ${codigo}$`));
  expect(received.text).toContain('Daños');
  await atBothWidths(client, testInfo, 'mis-solicitudes-garantia');

  // The professional is told by mail and answers once from the inbox.
  await waitForMail(DEMO.prestador, new RegExp(`^Reclamo de garantía ${codigo} sobre tu trabajo$`));
  await openAsDemoPro(pro, `/dash/pedidos?pedido=${hire.id}`);
  const inbox = requestCard(pro, hire.need).getByRole('region', { name: `Reclamo de garantía ${codigo}` });
  await inbox
    .getByRole('textbox', { name: 'Tu respuesta (una sola vez)' })
    .fill('El vidrio ya estaba rajado; lo avisé por WhatsApp.');
  await inbox.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(inbox.getByText('El vidrio ya estaba rajado')).toBeVisible();
  await expect(inbox.getByRole('button', { name: 'Enviar respuesta' })).toHaveCount(0);

  // The admin decides from the queue, within its business days.
  await signIn(admin, '/login', DEMO.admin, DEMO.password);
  await openPage(admin, '/dash/garantias');
  const card = admin.getByRole('listitem', { name: codigo });
  await expect(card.getByTestId('countdown')).toHaveText(/^Quedan \d+ días hábiles$/);
  await expect(card.getByTestId('claim-estado')).toHaveText('Respondido');
  await expectImageLoaded(photo(card), /^blob:/);
  await atBothWidths(admin, testInfo, 'garantias');
  const axe = await new AxeBuilder({ page: admin }).include('main').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await card.getByRole('button', { name: 'Decidir' }).click();
  const decide = admin.getByRole('dialog', { name: 'Decidir' });
  await decide.getByRole('radio', { name: 'A favor del cliente' }).check();
  await decide
    .getByRole('textbox', { name: /^Resultado/ })
    .fill('El profesional repone el vidrio sin cargo.');
  await decide.getByRole('button', { name: 'Decidir' }).click();
  await expect(card.getByTestId('claim-estado')).toHaveText('A favor del cliente');
  await expect(card.getByTestId('countdown')).toHaveCount(0);

  // Both parties are mailed; the client follows it in Mis solicitudes.
  const decided = new RegExp(`^Reclamo de garantía ${codigo}: a favor del cliente$`);
  for (const to of [hire.email, DEMO.prestador]) {
    expect((await waitForMail(to, decided)).text).toContain('El profesional repone el vidrio sin cargo.');
  }
  await openPage(client, `/dash/misSolicitudes?pedido=${hire.id}`);
  await expect(claim.getByTestId('claim-estado')).toHaveText('A favor del cliente');
  await expect(claim).toContainText('El profesional repone el vidrio sin cargo.');
});
