import { expect } from '@playwright/test';
import { DEMO, signIn } from './support/accounts.ts';
import { DAY_MS, fromRealTime, moveClock } from './support/clock.ts';
import { openPage } from './support/gate.ts';
import { waitForMail } from './support/mail.ts';
import { test } from './support/people.ts';
import {
  askDemoProfessional,
  openAsDemoPro,
  requestCard,
  SUBJECTS,
  waitForNeed,
} from './support/requests.ts';
import { atBothWidths } from './support/screenshots.ts';

// The request loop's journeys that need time to pass (issue 26), on the app with the test clock:
// a request unanswered for 72 hours expires, and an accepted one whose day passed asks the client
// "¿Llegó a trabajar?". Moving the clock makes the server look for such work at once.

const HOUR_MS = 60 * 60 * 1000;
const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;
const requestIdOf = (link: string) => new URL(link).searchParams.get('pedido')!;

// Each journey waits for the server's jobs and mails after the clock moves.
test.describe.configure({ timeout: 180_000 });

test('a request unanswered for 72 hours expires: Vencida on both sides, both are mailed', async ({
  admin,
  client,
  pro,
}, testInfo) => {
  await fromRealTime(admin, async () => {
    const asked = await askDemoProfessional(client, {});
    await moveClock(admin, 72 * HOUR_MS + 60_000);

    const toClient = await waitForMail(asked.email, SUBJECTS.expired);
    expect(toClient.text).toContain('venció sin respuesta después de 72 horas');
    await waitForNeed(DEMO.prestador, SUBJECTS.expired, requestIdOf(asked.link));

    await openPage(client, '/dash/misSolicitudes');
    await expect(requestCard(client, asked.need).getByTestId('request-state')).toHaveText('Vencida');
    await openAsDemoPro(pro, pathOf(asked.link));
    const card = requestCard(pro, asked.need);
    await expect(card.getByTestId('request-state')).toHaveText('Vencida');
    await expect(card.getByRole('button', { name: 'Acepto' })).toHaveCount(0);
    await atBothWidths(pro, testInfo, 'inbox-vencida');
  });
});

test('a no-show: accepted, the day passes, the client says No; the admins see it beside the professional’s answer', async ({
  admin,
  client,
  pro,
}, testInfo) => {
  await fromRealTime(admin, async () => {
    const tomorrow = new Date(Date.now() + DAY_MS).toLocaleDateString('en-CA', {
      timeZone: 'America/Argentina/Buenos_Aires',
    });
    const asked = await askDemoProfessional(client, { when: { date: tomorrow, slot: 'Tarde' } });
    await openAsDemoPro(pro, pathOf(asked.link));
    const card = requestCard(pro, asked.need);
    await card.getByRole('button', { name: 'Acepto' }).click();
    await expect(card.getByTestId('request-state')).toHaveText('Aceptada');

    // Two days later its day has passed: the client is asked by mail and in the list.
    await moveClock(admin, 2 * DAY_MS);
    await waitForMail(asked.email, SUBJECTS.arrival);
    await openPage(client, '/dash/misSolicitudes');
    const mine = requestCard(client, asked.need);
    await expect(mine.getByText('¿Llegó a trabajar Sofía Belén?')).toBeVisible();
    await mine.getByRole('button', { name: 'No' }).click();
    await expect(mine).toContainText('Informaste que Sofía Belén no llegó.');

    // The professional tells their side, once.
    await openPage(pro, pathOf(asked.link));
    await expect(card).toContainText('El cliente informó que no llegaste a trabajar.');
    const side = 'Fui a las 15 y nadie abrió; avisé por WhatsApp.';
    await card.getByRole('textbox', { name: /Tu descargo/ }).fill(side);
    await card.getByRole('button', { name: 'Enviar descargo' }).click();
    await expect(card).toContainText(`Tu descargo: ${side}`);

    // The admins read both in their panel.
    await signIn(admin, '/login', DEMO.admin, DEMO.password);
    await openPage(admin, '/dash/professionalsRegistered');
    const noShows = admin.getByRole('region', { name: 'Ausencias informadas por clientes' });
    const entry = noShows.getByRole('listitem').filter({ hasText: side });
    await expect(entry).toContainText('Sofía Belén Díaz no llegó a trabajar según Prueba R.');
    await entry.scrollIntoViewIfNeeded();
    await atBothWidths(admin, testInfo, 'admin-no-shows');
    // Beside them, the changes to booked times made with less than 24 hours' notice (issue 43): the
    // demo series' client skipped a visit five hours before it.
    const late = admin.getByRole('region', { name: 'Cambios de horario con menos de 24 horas de aviso' });
    const skip = late.getByRole('listitem').filter({ hasText: 'El cliente salteó la visita del sábado' });
    await expect(skip.first()).toContainText('Sofía Belén Díaz');
    await skip.first().scrollIntoViewIfNeeded();
    await atBothWidths(admin, testInfo, 'admin-late-changes');
  });
});
