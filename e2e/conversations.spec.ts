import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import * as msg from '@servihogar/shared/messages';
import { DEMO, signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { test } from './support/people.ts';
import { askDemoProfessional, openAsDemoPro, requestCard } from './support/requests.ts';
import { atBothWidths, keepScreenshot, WIDTHS } from './support/screenshots.ts';

// The conversation of a solicitud (issue 42): the client on a phone and the professional on a
// computer write to each other from their lists, the client reports a message ("Denunciar
// mensaje") and an admin, who sees only reported conversations, hides it with a reason.
// Each one's open page hears the other's message (GET /events): nobody reloads to read it.

/** Opens the conversation of a row and answers its section. */
async function openConversation(page: Page, need: string) {
  const card = requestCard(page, need);
  await card.getByRole('button', { name: /^Mensajes/ }).click();
  return card.getByRole('region', { name: /^Mensajes con / });
}

async function send(conversation: ReturnType<Page['getByRole']>, text: string) {
  await conversation.getByRole('textbox', { name: msg.conversations.textLabel }).fill(text);
  await conversation.getByRole('button', { name: msg.conversations.send }).click();
  await expect(conversation.getByRole('list', { name: msg.conversations.title })).toContainText(text);
  await expect(conversation.getByRole('textbox', { name: msg.conversations.textLabel })).toHaveValue('');
}

test('a client and a professional talk in the solicitud; a report reaches the admin, who hides it', async ({
  client,
  pro,
  admin,
}, testInfo) => {
  test.setTimeout(200_000);
  await client.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await pro.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  const asked = await askDemoProfessional(client, { when: 'a_convenir' });

  // The client writes first, from Mis solicitudes, on the phone.
  await openPage(client, '/dash/misSolicitudes');
  const mine = await openConversation(client, asked.need);
  await expect(mine.getByText(msg.conversations.empty)).toBeVisible();
  await send(mine, '¿Podés el sábado a la mañana?');
  await expect(mine.getByText('1000 caracteres', { exact: false })).toBeVisible();
  await keepScreenshot(client, testInfo, 'conversation-client-375');

  // The professional, on a computer, sees it unread on the row and in the header, and answers.
  await openAsDemoPro(pro, new URL(asked.link).pathname + new URL(asked.link).search);
  await expect(pro.getByRole('link', { name: /^Pedidos \(\d+ mensajes sin leer\)$/ })).toBeVisible();
  const card = requestCard(pro, asked.need);
  await expect(card.getByRole('button', { name: 'Mensajes (1 sin leer)' })).toBeVisible();
  const theirs = await openConversation(pro, asked.need);
  const first = theirs.getByRole('listitem').filter({ hasText: '¿Podés el sábado a la mañana?' });
  await expect(first).toContainText('Prueba R.');
  await expect(first.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  // Opening it reads it: the row's count goes.
  await expect(card.getByRole('button', { name: 'Mensajes', exact: true })).toBeVisible();
  await send(theirs, 'Sí, llego a las 9. ¿Me pasás la dirección?');
  await keepScreenshot(pro, testInfo, 'conversation-pro-1280');
  const axe = await new AxeBuilder({ page: pro }).include('main').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // The client's open conversation shows the answer without a reload, and the client reports it.
  const answer = mine.getByRole('listitem').filter({ hasText: 'Sí, llego a las 9.' });
  await expect(answer).toContainText('Sofía Belén Díaz');
  await answer.getByRole('button', { name: 'Denunciar mensaje' }).click();
  const dialog = client.getByRole('dialog', { name: 'Denunciar mensaje' });
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Me pide la dirección por acá.');
  await keepScreenshot(client, testInfo, 'report-dialog-375', { fullPage: false });
  await dialog.getByRole('button', { name: msg.conversations.reportSend }).click();
  await expect(dialog).toBeHidden();
  await expect(answer).toContainText(msg.conversations.reported);

  // The admin sees that conversation among the reported ones and hides the message with a reason.
  await signIn(admin, '/login', DEMO.admin, DEMO.password);
  await openPage(admin, '/dash/mensajesDenunciados');
  const reported = admin.getByRole('article', { name: 'Conversación entre Prueba R. y Sofía Belén Díaz' });
  await reported.getByRole('button', { name: 'Ver conversación' }).click();
  const bad = reported.getByRole('listitem').filter({ hasText: 'Sí, llego a las 9.' });
  await expect(bad).toContainText('Me pide la dirección por acá.');
  await atBothWidths(admin, testInfo, 'reported-conversations');
  await bad.getByRole('button', { name: msg.conversations.hide }).click();
  const hide = admin.getByRole('dialog', { name: msg.conversations.hide });
  await hide.getByRole('textbox', { name: 'Motivo' }).fill('Datos personales');
  await hide.getByRole('button', { name: msg.conversations.hide }).click();
  await expect(bad).toContainText('Oculto: Datos personales');

  // The parties now read it as hidden.
  await pro.reload();
  const hidden = await openConversation(pro, asked.need);
  await expect(hidden.getByText(msg.conversations.hidden)).toBeVisible();
  await expect(hidden).not.toContainText('Sí, llego a las 9.');
});
