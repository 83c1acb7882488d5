import { expect, type Page } from '@playwright/test';
import { addDays, argentineDay, weekdayOf } from '@servihogar/shared/calendar';
import { createClient, DEMO, freshEmail, signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { test } from './support/people.ts';
import { demoProfilePath, openAsDemoPro, requestCard, SUBJECTS, waitForNeed } from './support/requests.ts';
import { atBothWidths, WIDTHS } from './support/screenshots.ts';

// Issue 43: a client asks the demo Prestador (a niñera, offered weekly) for a dated visit and for a
// weekly series; the professional accepts both from the inbox; the client skips one visit, moves
// another, and ends the series. The client is on a phone, the professional on a computer.

/** The next `weekday` (0 = lunes) after today in Tucumán, 'YYYY-MM-DD'. */
function nextDay(weekday: number): string {
  const today = argentineDay(new Date());
  return addDays(today, (weekday - weekdayOf(today) + 7) % 7 || 7);
}
const dm = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;

type Ask = { date: string; time: string; hours: string; repeat?: string };

/** A new client asks with a day, an hour and a length (and a repetition); returns the inbox link. */
async function askWithTime(client: Page, ask: Ask) {
  // A new person each time: whoever was signed in on this device leaves first.
  await client.context().clearCookies();
  const email = freshEmail('reserva');
  await createClient(client.request, email, 'Secreta1');
  await signIn(client, '/login', email, 'Secreta1');
  await openPage(client, await demoProfilePath(client));
  await client.getByRole('button', { name: 'Contratar' }).click();
  const terms = client.getByRole('dialog', { name: 'Términos y condiciones' });
  const need = `Cuidar a los chicos (${Date.now().toString(36)})`;
  await terms.getByRole('textbox', { name: '¿Qué necesitás?' }).fill(need);
  await terms.getByLabel('¿Cuándo?').selectOption({ label: 'Elegir día y hora' });
  await terms.getByLabel('Día').fill(ask.date);
  await terms.getByLabel('Duración').selectOption({ label: ask.hours });
  if (ask.repeat) await terms.getByLabel('Repetir').selectOption({ label: ask.repeat });
  await terms.getByRole('checkbox', { name: /acepto los términos/ }).check();
  // Without the hour the server says what is missing, and nothing typed is lost.
  await terms.getByRole('button', { name: 'Ver datos' }).click();
  await expect(terms.getByText('Indicá la fecha y la hora del trabajo.')).toBeVisible();
  await expect(terms.getByRole('textbox', { name: '¿Qué necesitás?' })).toHaveValue(need);
  await terms.getByLabel('Hora').fill(ask.time);
  await terms.getByRole('button', { name: 'Ver datos' }).click();
  const contact = client.getByRole('dialog', { name: 'Datos de contacto' });
  await contact.getByRole('button', { name: 'Cerrar' }).click();
  const mail = await waitForNeed(DEMO.prestador, SUBJECTS.newRequest, need);
  const link = /https?:\/\/\S+\/dash\/pedidos\?pedido=[0-9a-f-]{36}(?=\s)/.exec(mail.text)![0];
  return { need, path: new URL(link).pathname + new URL(link).search };
}

test('books a dated request and a weekly series; skip one date, move one, end the series', async ({
  client,
  pro,
}, testInfo) => {
  test.setTimeout(240_000);
  await client.setViewportSize({ width: WIDTHS.mobile, height: 800 });

  // A dated visit: next Tuesday 15:00 for 2 h, accepted, booked on both sides.
  const tuesday = nextDay(1);
  const dated = await askWithTime(client, { date: tuesday, time: '15:00', hours: '2 h' });
  await openAsDemoPro(pro, dated.path);
  const inboxCard = requestCard(pro, dated.need);
  await inboxCard.getByRole('button', { name: 'Acepto' }).click();
  await expect(inboxCard.getByTestId('request-state')).toHaveText('Aceptada');
  await expect(inboxCard.getByTestId('booked-visit')).toHaveText(`martes ${dm(tuesday)}, 15:00 – 17:00`);
  await openPage(client, '/dash/misSolicitudes');
  const mine = requestCard(client, dated.need);
  await expect(mine.getByRole('heading', { name: 'Horario reservado' })).toBeVisible();
  await expect(mine.getByTestId('booked-visit')).toHaveText(`martes ${dm(tuesday)}, 15:00 – 17:00`);
  await atBothWidths(client, testInfo, 'booking-mis-solicitudes');

  // A weekly series from next Thursday 16:00, 3 h: 8 weeks booked on acceptance.
  await client.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  const thursday = nextDay(3);
  const weekly = await askWithTime(client, {
    date: thursday,
    time: '16:00',
    hours: '3 h',
    repeat: 'Cada semana',
  });
  await pro.context().clearCookies();
  await openAsDemoPro(pro, weekly.path);
  const seriesInbox = requestCard(pro, weekly.need);
  await seriesInbox.getByRole('button', { name: 'Acepto' }).click();
  await expect(seriesInbox.getByTestId('booked-visit')).toHaveCount(8);
  await atBothWidths(pro, testInfo, 'series-inbox');

  await openPage(client, '/dash/misSolicitudes');
  const series = requestCard(client, weekly.need);
  await expect(series).toContainText('Cada semana, jueves 16:00');
  const visits = series.getByTestId('booked-visit');
  await expect(visits).toHaveCount(8);

  // Skip the first visit.
  const first = series.getByRole('listitem').filter({ hasText: `jueves ${dm(thursday)}, 16:00` });
  await first.getByRole('button', { name: 'Saltear' }).click();
  await expect(series.getByText(`Sin visita: jueves ${dm(thursday)}, 16:00`)).toBeVisible();
  await expect(visits).toHaveCount(7);

  // Move the next one to the Friday after it, 10:00.
  const second = addDays(thursday, 7);
  const friday = addDays(second, 1);
  const secondItem = series.getByRole('listitem').filter({ hasText: `jueves ${dm(second)}, 16:00` });
  await secondItem.getByRole('button', { name: 'Mover' }).click();
  await secondItem.getByLabel('Día').fill(friday);
  await secondItem.getByLabel('Hora').fill('10:00');
  await secondItem.getByRole('button', { name: 'Mover esta visita' }).click();
  await expect(
    series.getByText(`viernes ${dm(friday)}, 10:00 – 13:00 (movida del jueves ${dm(second)}, 16:00)`),
  ).toBeVisible();
  await atBothWidths(client, testInfo, 'series-mis-solicitudes');

  // End the series: no visits left, marked ended (no fee, no minimum term).
  await client.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await series.getByRole('button', { name: 'Terminar la serie' }).click();
  await expect(series.getByText('Serie terminada')).toBeVisible();
  await expect(visits).toHaveCount(0);
  await atBothWidths(client, testInfo, 'series-ended');

  // Tu calendario: the private feed address, on Perfil.
  await openPage(client, '/dash/perfil');
  await expect(client.getByLabel('Dirección del calendario')).toHaveValue(
    /\/calendar\/[A-Za-z0-9_-]{32}\.ics$/,
  );
  await atBothWidths(client, testInfo, 'perfil-calendario');
});
