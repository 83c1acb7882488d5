import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { certificateLapsesOn } from '@servihogar/shared/badges';
import { MONTH_NAMES } from '@servihogar/shared/months';
import { createClient, DEMO, freshEmail, mailCount, signIn, waitForNewMail } from './support/accounts.ts';
import { DAY_MS, fromRealTime, moveClock } from './support/clock.ts';
import { openPage } from './support/gate.ts';
import { BLANK_PDF, plainPng } from './support/images.ts';
import { openList } from './support/lists.ts';
import { waitForMail } from './support/mail.ts';
import { test } from './support/people.ts';
import { PRO_NAME } from './support/requests.ts';
import { atBothWidths, WIDTHS } from './support/screenshots.ts';
import { bearerOf, listedProfessional, verifyByMail } from './support/staff-api.ts';

// Issue 45's badges on the app with the test clock: the criminal-record certificate of a carer
// (sent, approved with its issue day, shown and filtered, reminded 30 and 7 days before its 6 months
// end, then gone) and "Profesional destacado" (judged by the nightly run for one professional just
// over the rules and one just under; the tracker, /destacados and the cards agree; a lost badge
// says why). Time moves by `POST /__test/clock`; each step waits for the mail that announces it.

test.describe.configure({ timeout: 240_000 });

const TZ = 'America/Argentina/Buenos_Aires';
const HOUR_MS = 60 * 60 * 1000;
/** The Tucumán day (YYYY-MM-DD) `days` days from now. */
const tucumanDay = (days = 0) =>
  new Date(Date.now() + days * DAY_MS).toLocaleDateString('en-CA', { timeZone: TZ });
const partsOf = (day: string) => day.split('-').map(Number) as [number, number, number];
/** '2027-05-29' → '29 de mayo de 2027', as the app writes a day. */
const longDay = (day: string) => {
  const [y, m, d] = partsOf(day);
  return `${d} de ${MONTH_NAMES[m - 1]} de ${y}`;
};
/** The offset that puts the server at `hour`:00 in Tucumán on `day`. */
const offsetTo = (day: string, hour = 0) =>
  Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00-03:00`) - Date.now();

const axeOf = async (page: Page, selector: string) =>
  (await new AxeBuilder({ page }).include(selector).analyze()).violations.map((v) => v.id);

const cardOf = (page: Page, name: string) =>
  page.getByRole('main').getByRole('link', { name: new RegExp(name) });

test('a carer’s criminal-record certificate: sent on a phone, approved with its issue day, shown and filtered, reminded 30 and 7 days before, gone after 6 months', async ({
  admin,
  pro,
  client,
}, testInfo) => {
  const today = tucumanDay();
  const [year, month] = partsOf(today);
  const badge = `Antecedentes verificados · ${MONTH_NAMES[month - 1]} ${year}`;
  const lapses = certificateLapsesOn(today);
  const reminder = /^Tu certificado de antecedentes vence pronto$/;
  const reminded = await mailCount(DEMO.prestador, reminder);

  await fromRealTime(admin, async () => {
    // The demo Prestador (a niñera) sends the PDF from her phone.
    await pro.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    await signIn(pro, '/signin', DEMO.prestador, DEMO.password);
    await openPage(pro, '/dash/verificacion');
    const form = pro.getByRole('form', { name: 'Certificado de antecedentes penales' });
    await expect(form).toContainText('Sin enviar');
    await expect(form).toContainText(
      'Certificado de Antecedentes Penales (RNR), emitido hace menos de 6 meses',
    );
    await form
      .getByLabel('Certificado de antecedentes penales')
      .setInputFiles({ name: 'antecedentes.pdf', mimeType: 'application/pdf', buffer: BLANK_PDF });
    await form.getByRole('button', { name: 'Enviar documento' }).click();
    await expect(form.getByText('Documento enviado. Un administrador lo revisará.')).toBeVisible();
    await expect(form).toContainText('En revisión');
    await atBothWidths(pro, testInfo, 'certificate-upload');
    expect(await axeOf(pro, 'main')).toEqual([]);

    // An admin compares name and DNI with the certificate and types its issue day.
    await signIn(admin, '/login', DEMO.admin, DEMO.password);
    await openPage(admin, '/dash/verificaciones');
    const item = admin.getByRole('listitem', { name: `Certificado de antecedentes penales de ${PRO_NAME}` });
    await expect(item).toContainText('DNI 44120987');
    await atBothWidths(admin, testInfo, 'certificate-queue');
    expect(await axeOf(admin, 'main')).toEqual([]);
    await item.getByRole('button', { name: 'Aprobar' }).click();
    const approve = admin.getByRole('dialog', { name: 'Aprobar' });
    await expect(approve).toContainText(`Certificado de antecedentes penales: ${PRO_NAME} · DNI 44120987`);
    await approve.getByLabel('Fecha de emisión del certificado').fill(today);
    await approve.getByRole('button', { name: 'Aprobar' }).click();
    await expect(admin.getByText('Documento aprobado.')).toBeVisible();
    await expect(item).toHaveCount(0);
    await waitForMail(DEMO.prestador, /^ServiHogar: aprobamos tu certificado de antecedentes penales$/);
    await openPage(pro, '/dash/verificacion');
    await expect(pro.getByRole('main').getByRole('list', { name: 'Verificaciones' })).toContainText(badge);
    await expect(pro.getByRole('main')).toContainText(`Vigente hasta el ${longDay(lapses)}.`);

    // Clients see it on her card; "Con antecedentes verificados" keeps her, not the others.
    await signIn(client, '/login', DEMO.cliente, DEMO.password);
    await openList(client, '/dash/professionals/ninera');
    const card = cardOf(client, PRO_NAME);
    const other = cardOf(client, 'Carolina Paz');
    await expect(card).toContainText(badge);
    await expect(other).toBeVisible();
    const filtered = client.waitForResponse(
      (r) => r.url().includes('/professionals?') && r.url().includes('antecedentes=true') && r.ok(),
    );
    await client.getByRole('checkbox', { name: 'Con antecedentes verificados' }).click();
    await filtered;
    await expect(client).toHaveURL(/antecedentes=true/);
    await expect(client.getByRole('checkbox', { name: 'Con antecedentes verificados' })).toBeChecked();
    await expect(card).toContainText(badge);
    await expect(other).toHaveCount(0);
    await atBothWidths(client, testInfo, 'certificate-card');

    // 30 and 7 days before its end she is reminded by mail; at its end it is taken away.
    const lapse = (days: number, hours: number) => offsetTo(lapses) - days * DAY_MS + hours * HOUR_MS;
    for (const [days, seen] of [
      [30, reminded],
      [7, reminded + 1],
    ] as const) {
      await moveClock(admin, lapse(days, 1));
      const mail = await waitForNewMail(DEMO.prestador, reminder, seen);
      expect(mail.text).toContain(`Vence el ${longDay(lapses)} (en ${days} días).`);
    }
    await moveClock(admin, lapse(0, 1));
    const lapsed = await waitForMail(DEMO.prestador, /^Tu certificado de antecedentes venció$/);
    expect(lapsed.text).toContain('Ya no mostramos "Antecedentes verificados".');

    // Back to today: the badge is gone from the card, and the filter no longer finds her. (The
    // client signs in again: a page open while the clock was months ahead may have lost its session,
    // and remembered its page for after the sign-in, which would then land there instead of home.)
    await moveClock(admin, 0);
    await client.context().clearCookies();
    await client.evaluate(() => localStorage.clear());
    await signIn(client, '/login', DEMO.cliente, DEMO.password);
    await openList(client, '/dash/professionals/ninera');
    await expect(card).toBeVisible();
    await expect(card).not.toContainText('Antecedentes verificados');
    await openList(client, '/dash/professionals/ninera?antecedentes=true');
    await expect(card).toHaveCount(0);
  });
});

// "Profesional destacado" (decision 0067), each rule's text as /destacados publishes it.
const RULES = {
  calificacion:
    'Promedio de 4,8 estrellas o más en al menos 5 reseñas de contrataciones verificadas de los últimos 12 meses',
  respuesta:
    'Responde al 75 % o más de los pedidos dentro del día (últimos 90 días; los días libres del calendario no cuentan)',
  identidad: 'Identidad verificada',
  reclamos: 'Ningún reclamo de garantía resuelto a favor del cliente en los últimos 6 meses',
  suscripcion: 'Suscripción al día',
};

type Rated = { id: string; email: string; name: string; client: string };

/** The same client asks `pro` once per star, the professional accepts at once, the client rates it. */
async function ratedHires(request: APIRequestContext, pro: Rated, stars: number[]) {
  const client = { authorization: await bearerOf(request, pro.client) };
  const own = { authorization: await bearerOf(request, pro.email, '/auth/loginProfessional') };
  for (const calificacionComentario of stars) {
    const hired = await request.post('/solicitudes', {
      headers: client,
      data: { professionalId: pro.id, servicio: 'plomero' },
    });
    expect(hired.status()).toBe(201);
    const idSoli: string = (await hired.json()).solicitud._id;
    const accepted = await request.post(`/solicitudes/${idSoli}/answer`, {
      headers: own,
      data: { answer: 'acepto' },
    });
    expect(accepted.status()).toBe(200);
    const rated = await request.post(`/professionals/addComment/${pro.id}`, {
      headers: client,
      data: { descripcion: 'Trabajo prolijo y a tiempo.', calificacionComentario, idSoli },
    });
    expect(rated.status()).toBe(201);
  }
}

/**
 * A plomero listed in its trial (signs in with the demo password), its DNI approved by the demo
 * admin, with one verified hire per star in `stars` from a client of its own.
 */
async function ratedProfessional(
  request: APIRequestContext,
  nombre: string,
  apellido: string,
  stars: number[],
): Promise<Rated> {
  const email = freshEmail(nombre.toLowerCase());
  const id = await listedProfessional(request, { nombre, apellido, email, password: DEMO.password });
  await verifyByMail(request, email);
  const sent = await request.post('/verification/documents', {
    headers: { authorization: await bearerOf(request, email, '/auth/loginProfessional') },
    multipart: {
      kind: 'dni',
      document: { name: 'dni.png', mimeType: 'image/png', buffer: await plainPng(640, 400) },
    },
  });
  expect(sent.status()).toBe(201);
  const approved = await request.put(`/verification/documents/${(await sent.json()).document._id}`, {
    headers: { authorization: await bearerOf(request, DEMO.admin) },
    data: { estado: 'aprobado' },
  });
  expect(approved.status()).toBe(200);
  const client = freshEmail('resena');
  await createClient(request, client, DEMO.password);
  const pro = { id, email, name: `${nombre} ${apellido}`, client };
  await ratedHires(request, pro, stars);
  return pro;
}

const trackerOf = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Profesional destacado' });

/** The signed-in professional's tracker in Mi actividad, once its rules are there. */
async function openTracker(page: Page) {
  await openPage(page, '/dash/miActividad');
  const tracker = trackerOf(page);
  await expect(tracker.getByRole('list', { name: 'Reglas' }).getByRole('listitem')).toHaveCount(5);
  return tracker;
}

/** Each rule of the tracker, met or not. */
async function expectRules(tracker: ReturnType<typeof trackerOf>, failing: keyof typeof RULES | null) {
  for (const [key, text] of Object.entries(RULES)) {
    await expect(tracker.getByRole('listitem', { name: text, exact: true })).toContainText(
      key === failing ? `Falta: ${text}` : `Cumplida: ${text}`,
    );
  }
}

test('Profesional destacado: the nightly run gives it to one professional just over the rules and not to one just under; the tracker, /destacados and the cards agree; a lost badge says why', async ({
  admin,
  pro,
  client,
  request,
}, testInfo) => {
  const apellido = `Ledesma${Date.now().toString(36)}`;
  await fromRealTime(admin, async () => {
    // Olga: 5 reviews averaging exactly 4,8 (compared as shown). Ulises: 4 reviews of 5, one short.
    const over = await ratedProfessional(request, 'Olga', apellido, [5, 5, 5, 5, 4]);
    const under = await ratedProfessional(request, 'Ulises', apellido, [5, 5, 5, 5]);

    // The next night's run (from 03:00 in Tucumán) judges them: Olga is told she won.
    await moveClock(admin, offsetTo(tucumanDay(1), 4));
    await waitForMail(over.email, /^¡Ganaste la insignia "Profesional destacado"!$/);

    // A client's list: Olga's card has the badge, Ulises' does not.
    await signIn(client, '/login', DEMO.cliente, DEMO.password);
    const list = `/dash/professionals/plomero?q=${apellido}`;
    await openList(client, list);
    await expect(cardOf(client, over.name)).toContainText('Profesional destacado');
    await expect(cardOf(client, under.name)).toBeVisible();
    await expect(cardOf(client, under.name)).not.toContainText('Profesional destacado');
    await atBothWidths(client, testInfo, 'destacado-cards');

    // /destacados publishes the rules the trackers measure, in the same words.
    await openPage(client, '/destacados');
    await expect(client.getByRole('heading', { level: 1, name: 'Profesionales destacados' })).toBeVisible();
    await expect(
      client.getByRole('list', { name: 'Profesional destacado' }).getByRole('listitem'),
    ).toHaveText(Object.values(RULES));
    await atBothWidths(client, testInfo, 'destacados');
    expect(await axeOf(client, 'main')).toEqual([]);

    // Olga's tracker: she has it, every rule met, her figures at the edge.
    await signIn(pro, '/signin', over.email, DEMO.password);
    const olga = await openTracker(pro);
    await expect(olga).toContainText('Tenés la insignia "Profesional destacado".');
    await expectRules(olga, null);
    await expect(olga.getByRole('listitem', { name: RULES.calificacion })).toContainText(
      '4,8 de promedio en 5 reseñas',
    );
    await expect(olga.getByRole('listitem', { name: RULES.respuesta })).toContainText(
      'Respondiste 5 de 5 pedidos dentro del día (100 %)',
    );
    await atBothWidths(pro, testInfo, 'destacado-tracker-over');
    expect(await axeOf(pro, 'section[aria-labelledby="destacado-tracker"]')).toEqual([]);

    // Ulises' tracker (on the test's own page): not yet, and what is missing.
    await signIn(admin, '/signin', under.email, DEMO.password);
    const ulises = await openTracker(admin);
    await expect(ulises).toContainText('Todavía no tenés la insignia. Te falta:');
    await expectRules(ulises, 'calificacion');
    const short = ulises.getByRole('listitem', { name: RULES.calificacion });
    await expect(short).toContainText('5 de promedio en 4 reseñas');
    await expect(short).toContainText('Te faltan 1 reseña(s) de contrataciones verificadas.');

    // A 3-star review takes Olga's average to 4,5: three nights later she loses it, and is told why.
    await ratedHires(request, over, [3]);
    const night = tucumanDay(4);
    await moveClock(admin, offsetTo(night, 4));
    const lost = await waitForMail(over.email, /^Perdiste la insignia "Profesional destacado"$/);
    const why = `Perdiste la insignia el ${longDay(night)} porque: ${RULES.calificacion}.`;
    expect(lost.text).toContain(why);
    await openList(client, list);
    await expect(cardOf(client, over.name)).toBeVisible();
    await expect(cardOf(client, over.name)).not.toContainText('Profesional destacado');
    const again = await openTracker(pro);
    await expect(again).toContainText('Todavía no tenés la insignia. Te falta:');
    await expect(again).toContainText(why);
    await expectRules(again, 'calificacion');
    const average = again.getByRole('listitem', { name: RULES.calificacion });
    await expect(average).toContainText('4,5 de promedio en 6 reseñas');
    await expect(average).toContainText('Tu promedio tiene que llegar a 4,8.');
    await atBothWidths(pro, testInfo, 'destacado-tracker-lost');
  });
});
