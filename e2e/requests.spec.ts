import { expect } from '@playwright/test';
import * as msg from '@servihogar/shared/messages';
import { DEMO, signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { waitForMail } from './support/mail.ts';
import { test } from './support/people.ts';
import {
  askDemoProfessional,
  demoProfilePath,
  openAsDemoPro,
  PRO_NAME,
  requestCard,
  SUBJECTS,
} from './support/requests.ts';
import { atBothWidths, keepScreenshot, WIDTHS } from './support/screenshots.ts';

// The request loop (issue 26): a client asks with words, the professional answers from the inbox,
// the work is marked done, the client confirms the professional came, rates it (a verified review)
// and the professional replies. The client is on a phone, the professional on a computer.

test('the whole loop: asks → Acepto → Trabajo realizado → llegó → verified review → reply → hidden by an admin', async ({
  admin,
  client,
  pro,
}, testInfo) => {
  test.setTimeout(240_000);
  await client.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  const asked = await askDemoProfessional(client, { when: 'a_convenir' }, () =>
    keepScreenshot(client, testInfo, 'hire-words-375', { fullPage: false }),
  );

  // The professional opens the e-mail's link: the inbox, on that request.
  await openAsDemoPro(pro, new URL(asked.link).pathname + new URL(asked.link).search);
  const card = requestCard(pro, asked.need);
  await expect(card.getByTestId('request-state')).toHaveText('Nueva');
  await expect(card).toContainText('Prueba R.');
  await expect(card).toContainText('A convenir');
  await expect(card).toContainText('Yerba Buena');
  await atBothWidths(pro, testInfo, 'inbox');
  await pro.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await card.getByRole('button', { name: 'Acepto' }).click();
  await expect(card.getByTestId('request-state')).toHaveText('Aceptada');

  // The client hears of the answer, and sees it in Mis solicitudes.
  const answer = await waitForMail(asked.email, SUBJECTS.answer);
  expect(answer.text).toContain(`${PRO_NAME} aceptó tu pedido.`);
  await openPage(client, '/dash/misSolicitudes');
  const mine = requestCard(client, asked.need);
  await expect(mine.getByTestId('request-state')).toHaveText('Aceptada');

  // The professional marks the work done; the client is asked "¿Llegó a trabajar?" by mail and in the list.
  await card.getByRole('button', { name: 'Trabajo realizado' }).click();
  await expect(card.getByTestId('request-state')).toHaveText('Realizada');
  const arrival = await waitForMail(asked.email, SUBJECTS.arrival);
  const link = /https?:\/\/\S+\/dash\/misSolicitudes\?pedido=[0-9a-f-]{36}/.exec(arrival.text)?.[0];
  expect(link).toBeTruthy();
  await openPage(client, new URL(link!).pathname + new URL(link!).search);
  await expect(mine.getByText('¿Llegó a trabajar Sofía Belén?')).toBeVisible();
  await atBothWidths(client, testInfo, 'mis-solicitudes-llego');
  await client.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await mine.getByRole('button', { name: 'Sí' }).click();

  // Sí leads to the rating page; the review shows "Contratación verificada".
  await expect(client.getByRole('heading', { level: 1, name: 'Calificar el servicio' })).toBeVisible();
  const review = `Puntual y muy cariñosa con los chicos (${Date.now().toString(36)})`;
  await client.locator('label', { has: client.getByRole('radio', { name: '5 estrellas' }) }).click();
  await client.getByRole('textbox', { name: 'Tu comentario' }).fill(review);
  await client.getByRole('button', { name: 'Enviar calificación' }).click();
  await expect(client.getByRole('heading', { name: '¡Gracias por tu calificación!' })).toBeVisible();
  await openPage(client, '/dash/misSolicitudes');
  await expect(mine.getByTestId('request-state')).toHaveText('Calificada');

  // The professional replies once, publicly, from the profile.
  const profile = await demoProfilePath(pro);
  await openPage(pro, profile);
  const reviewItem = pro.getByRole('listitem').filter({ hasText: review });
  await expect(reviewItem).toContainText('Contratación verificada');
  await reviewItem.getByRole('button', { name: 'Responder' }).click();
  const reply = '¡Gracias! Fue un gusto cuidarlos.';
  await reviewItem.getByRole('textbox', { name: /Tu respuesta a Prueba Recuperación/ }).fill(reply);
  await reviewItem.getByRole('button', { name: 'Publicar respuesta' }).click();
  await expect(reviewItem).toContainText('Respuesta del profesional');
  await expect(reviewItem.getByRole('button', { name: 'Responder' })).toHaveCount(0);

  // The client reads it on the profile, with the response signal beside the rating.
  await openPage(client, profile);
  const seen = client.getByRole('listitem').filter({ hasText: review });
  await expect(seen).toContainText('Contratación verificada');
  await expect(seen).toContainText(reply);
  await expect(client.getByTestId('response-signal')).toContainText('Responde el');
  await seen.scrollIntoViewIfNeeded();
  await atBothWidths(client, testInfo, 'profile-verified-review');

  // An admin hides the reply with a reason: the professional is mailed it, the review stays.
  await signIn(admin, '/login', DEMO.admin, DEMO.password);
  await openPage(admin, profile);
  const moderated = admin.getByRole('listitem').filter({ hasText: review });
  await moderated.getByRole('button', { name: 'Ocultar la respuesta' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Ocultar la respuesta' });
  await dialog.getByRole('button', { name: 'Ocultar', exact: true }).click();
  await expect(dialog.getByLabel('Motivo')).toHaveAccessibleDescription(/motivo/i);
  await dialog.getByLabel('Motivo').fill('Incluye un teléfono personal.');
  await dialog.getByRole('button', { name: 'Ocultar', exact: true }).click();
  await expect(moderated).not.toContainText(reply);
  await expect(moderated).toContainText(review);
  const hidden = await waitForMail(DEMO.prestador, SUBJECTS.hidden);
  expect(hidden.text).toContain('Motivo: Incluye un teléfono personal.');
  await openPage(client, profile);
  await expect(seen).not.toContainText(reply);
});

test('"No puedo" from the e-mail’s link, with a short answer the client reads', async ({
  client,
  pro,
}, testInfo) => {
  test.setTimeout(120_000);
  const asked = await askDemoProfessional(client, {});
  const refuse = `${new URL(asked.link).pathname}${new URL(asked.link).search}&respuesta=no_puedo`;
  await openAsDemoPro(pro, refuse);
  const dialog = pro.getByRole('dialog', { name: 'No puedo tomar este pedido' });
  await dialog.getByRole('textbox', { name: 'Respuesta (opcional)' }).fill('Esa semana estoy sin horarios.');
  await keepScreenshot(pro, testInfo, 'no-puedo-1280', { fullPage: false });
  await dialog.getByRole('button', { name: 'Enviar "No puedo"' }).click();
  await expect(dialog).toBeHidden();
  await expect(requestCard(pro, asked.need).getByTestId('request-state')).toHaveText('Rechazada');

  const mail = await waitForMail(asked.email, SUBJECTS.answer);
  expect(mail.text).toContain(`${PRO_NAME} no puede tomar tu pedido.`);
  expect(mail.text).toContain('Su respuesta: Esa semana estoy sin horarios.');
  await openPage(client, '/dash/misSolicitudes');
  const mine = requestCard(client, asked.need);
  await expect(mine.getByTestId('request-state')).toHaveText('Rechazada');
  await expect(mine).toContainText('Respuesta de Sofía Belén: Esa semana estoy sin horarios.');
  // Issue 48: a declined request says so, and is never rated.
  await expect(mine).toContainText(msg.rating.declined);
  await expect(mine.getByRole('link', { name: /Calificar/ })).toHaveCount(0);
  await atBothWidths(client, testInfo, 'mis-solicitudes-rechazada');
});
