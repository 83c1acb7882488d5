import { bookingText, seriesText, tucumanIso } from '@servihogar/shared/booking-time';
import { argentineDay, argentineDayStart } from '@servihogar/shared/calendar';
import { categorySlug } from '@servihogar/shared/constants';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import {
  arrivalAsked,
  REQUESTS_PER_DAY,
  stateOf,
  WHEN_SLOT_LABELS,
} from '@servihogar/shared/solicitud-state';
import type {
  AnswerBody,
  HireBody,
  HireResponse,
  Solicitud,
  SolicitudInfoResponse,
} from '@servihogar/shared/solicitudes';
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { accountRecipient } from '../../accounts/accounts.service.ts';
import { isAdmin } from '../../accounts/ownership.ts';
import type { AppDeps, MailDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { listedCondition } from '../../db/listing.ts';
import { publishLive } from '../../db/live-events.ts';
import { categories } from '../../db/tables/categories.table.ts';
import { professionalServices, professionals } from '../../db/tables/professionals.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { checkAskedTime } from '../bookings/asked-time.service.ts';
import { bookAccepted } from '../bookings/bookings.service.ts';
import { bookingAttachment } from '../bookings/calendar-feed.service.ts';
import { orProposals } from '../bookings/free-times.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { refreshResponseStats } from './response-stats.ts';
import { answerMail, newRequestMail, requestSentMail } from './solicitudes.mails.ts';

type Row = typeof solicitudes.$inferSelect;

export const toSolicitud = (row: Row, now: Date): Solicitud => ({
  _id: row.id,
  professionalId: row.professionalId,
  servicio: row.categorySlug,
  createdAt: row.createdAt.toISOString(),
  flujoCompleto: row.flujoCompleto,
  need: row.need,
  whenDate: row.whenDate,
  whenSlot: row.whenSlot,
  zone: row.zone,
  start: row.start ? tucumanIso(row.start) : null,
  durationMinutes: row.durationMinutes,
  recurrence: row.recurrence,
  state: stateOf(row, now),
  answer: row.answer,
  answerText: row.answerText,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  doneAt: row.doneAt?.toISOString() ?? null,
  arrived: row.arrived,
  noShowReply: row.noShowReply,
  arrivalAsked: arrivalAsked(row, now),
});

/** "Martes 2 de diciembre, tarde" as the mails say it, or "A convenir". */
export function whenText(row: Pick<Row, 'whenDate' | 'whenSlot' | 'start' | 'recurrence'>): string | null {
  if (row.start) return row.recurrence ? seriesText(row.recurrence, row.start) : bookingText(row.start);
  if (!row.whenSlot) return null;
  const slot = WHEN_SLOT_LABELS[row.whenSlot];
  if (!row.whenDate) return slot;
  const [y, m, d] = row.whenDate.split('-');
  return `${d}/${m}/${y}, ${slot.toLowerCase()}`;
}

/**
 * "Ver datos": records who hired whom and when (with the client's words, if any), mails the client
 * "Tu pedido a…" (with the rating link) and the professional the request, and answers the contact data (the only way it
 * leaves the server). Opening the same professional again the same (Argentine) day gives back the
 * open solicitud, without a second mail: `created` is then false.
 */
export async function hire(
  deps: MailDeps,
  caller: Caller,
  body: HireBody,
  now: Date,
): Promise<{ created: boolean; response: HireResponse }> {
  const { db } = deps;
  const [pro] = await db
    .select()
    .from(professionals)
    .where(and(eq(professionals.id, body.professionalId), listedCondition(now)));
  if (!pro) throw new AppError('NOT_FOUND');
  if (pro.accountId === caller.id) throw new AppError('FORBIDDEN', msg.hire.cannotHireSelf);
  if (body.whenDate && body.whenDate < argentineDay(now)) {
    throw new AppError('VALIDATION', msg.requests.datePast, { whenDate: msg.requests.datePast });
  }
  const slug = categorySlug(body.servicio);
  const [service] = await db
    .select({
      label: categories.type,
      semanal: professionalServices.semanal,
      mensual: professionalServices.mensual,
    })
    .from(professionalServices)
    .innerJoin(categories, eq(categories.slug, professionalServices.categorySlug))
    .where(and(eq(professionalServices.professionalId, pro.id), eq(professionalServices.categorySlug, slug)));
  if (!service) {
    throw new AppError('VALIDATION', msg.hire.serviceNotOffered, { servicio: msg.hire.serviceNotOffered });
  }
  const asked = await checkAskedTime(db, pro, service, body, now);

  const { row, created } = await db.transaction(async (tx) => {
    // One client's hires one at a time: two quick clicks make one solicitud, and the daily cap holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`hire:${caller.id}`}, 0))`);
    const today = argentineDayStart(now);
    const [open] = await tx
      .select()
      .from(solicitudes)
      .where(
        and(
          eq(solicitudes.clientAccountId, caller.id),
          eq(solicitudes.professionalId, pro.id),
          eq(solicitudes.flujoCompleto, false),
          gte(solicitudes.createdAt, today),
        ),
      )
      .orderBy(desc(solicitudes.createdAt))
      .limit(1);
    if (open) return { row: open, created: false };
    const [sent] = await tx
      .select({ n: count() })
      .from(solicitudes)
      .where(and(eq(solicitudes.clientAccountId, caller.id), gte(solicitudes.createdAt, today)));
    if (sent!.n >= REQUESTS_PER_DAY) throw new AppError('RATE_LIMITED', msg.requests.dailyLimit);
    const [inserted] = await tx
      .insert(solicitudes)
      .values({
        clientAccountId: caller.id,
        professionalId: pro.id,
        categorySlug: slug,
        createdAt: now,
        need: body.need ?? null,
        whenDate: body.whenDate ?? null,
        whenSlot: body.whenSlot ?? null,
        zone: body.zone ?? null,
        ...asked,
      })
      .returning();
    const client = await accountRecipient(tx, caller.id);
    const r = inserted!;
    // First of what the transaction publishes: both parties' cursors locked in one sorted call.
    await tellParties(tx, [caller.id, pro.accountId], r.id);
    // The rating link and the professional's notice are queued with the solicitud: all or nothing.
    await deps.mailer.send(
      requestSentMail(
        { client: client!, professional: pro, service: { slug, label: service.label }, solicitudId: r.id },
        deps.publicUrl,
      ),
      tx,
    );
    const cliente = clientName(client!);
    // The professional's bell (decision 0059); its e-mail is the request mail below, if wanted.
    const told = pro.accountId
      ? await notify(tx, {
          userId: pro.accountId,
          kind: 'new_request',
          title: fillMessage(msg.notifications.newRequestTitle, { cliente }),
          body: fillMessage(msg.notifications.newRequestBody, { cliente, servicio: service.label }),
          path: inboxPath(r.id),
          solicitudId: r.id,
          now,
        })
      : null;
    if (told?.mail !== false)
      await deps.mailer.send(
        newRequestMail(
          pro,
          cliente,
          { id: r.id, serviceLabel: service.label, need: r.need, when: whenText(r), zone: r.zone },
          deps.publicUrl,
        ),
        tx,
      );
    await refreshResponseStats(tx, pro.id, now);
    return { row: r, created: true };
  });
  const contacto = {
    nombre: pro.nombre,
    apellido: pro.apellido,
    edad: pro.edad,
    numeroContacto: pro.numeroContacto,
    email: pro.email,
    zonaCobertura: pro.zonaCobertura,
  };
  return { created, response: { solicitud: toSolicitud(row, now), contacto } };
}

/** What a professional sees of a client: first name and the initial of the surname. */
export const clientName = (c: { nombre: string; apellido: string }) =>
  `${c.nombre} ${c.apellido.trim().charAt(0).toUpperCase()}.`.replace(/ \.$/, '');

type Party = 'client' | 'professional';

/**
 * The solicitud `id` locked for a change, with the caller's part in it. Anyone but its two parties
 * (and admins, who may read but not act) learns nothing: 404.
 */
async function lockedForParty(tx: Db, caller: Caller, id: string, only?: Party) {
  const [found] = await tx
    .select({ s: solicitudes, proAccountId: professionals.accountId })
    .from(solicitudes)
    .innerJoin(professionals, eq(professionals.id, solicitudes.professionalId))
    .where(eq(solicitudes.id, id))
    .for('update', { of: solicitudes });
  if (!found) throw new AppError('NOT_FOUND');
  const party: Party | null =
    found.s.clientAccountId === caller.id
      ? 'client'
      : found.proAccountId === caller.id
        ? 'professional'
        : null;
  if (!party) throw new AppError(isAdmin(caller) ? 'FORBIDDEN' : 'NOT_FOUND');
  if (only && party !== only) throw new AppError('FORBIDDEN');
  return { row: found.s, party, parties: [found.s.clientAccountId, found.proAccountId] };
}

/** The open pages of the request's two parties read it again once this transaction commits (issue 42). */
const tellParties = (tx: Db, parties: (string | null)[], solicitudId: string) =>
  publishLive(
    tx,
    parties.filter((id): id is string => id !== null),
    { kind: 'solicitud', solicitudId },
  );

/** Sets these columns of the request and answers it as it is now. */
async function updateSolicitud(tx: Db, id: string, set: Partial<Row>): Promise<Row> {
  const [updated] = await tx.update(solicitudes).set(set).where(eq(solicitudes.id, id)).returning();
  return updated!;
}

/** The two parties' names and addresses, for the mails. */
export async function partiesOf(tx: Db, row: Pick<Row, 'id'>) {
  const [found] = await tx
    .select({
      client: { email: accounts.email, nombre: accounts.nombre, apellido: accounts.apellido },
      pro: { nombre: professionals.nombre, apellido: professionals.apellido, email: professionals.email },
      clientAccountId: solicitudes.clientAccountId,
      proAccountId: professionals.accountId,
    })
    .from(solicitudes)
    .innerJoin(accounts, eq(accounts.id, solicitudes.clientAccountId))
    .innerJoin(professionals, eq(professionals.id, solicitudes.professionalId))
    .where(eq(solicitudes.id, row.id));
  return { ...found!, proName: `${found!.pro.nombre} ${found!.pro.apellido}` };
}

/** "Acepto" / "No puedo": only the request's professional, only while it is Nueva; the client is mailed. */
export async function answer(
  deps: MailDeps,
  caller: Caller,
  id: string,
  body: AnswerBody,
  now: Date,
): Promise<Solicitud> {
  const write = () =>
    deps.db.transaction(async (tx) => {
      const { row, parties } = await lockedForParty(tx, caller, id, 'professional');
      if (stateOf(row, now) !== 'nueva') throw new AppError('CONFLICT', msg.requests.notNew);
      const [updated] = await tx
        .update(solicitudes)
        .set({ answer: body.answer, answerText: body.answerText ?? null, answeredAt: now })
        .where(and(eq(solicitudes.id, id), isNull(solicitudes.answeredAt)))
        .returning();
      const u = updated!;
      await tellParties(tx, parties, id);
      // Issue 43: a dated request is booked with its "Acepto", or not accepted at all.
      const booked = body.answer === 'acepto' && (await bookAccepted(tx, u, caller.id, now));
      const { client, proName } = await partiesOf(tx, u);
      const told = await notify(tx, {
        userId: u.clientAccountId,
        kind: 'answer',
        title: fillMessage(
          body.answer === 'acepto' ? msg.notifications.acceptedTitle : msg.notifications.declinedTitle,
          { profesional: proName },
        ),
        body: msg.notifications.answerBody,
        path: mySolicitudPath(u.id),
        solicitudId: u.id,
        now,
      });
      if (told.mail) {
        const mail = answerMail(client, proName, { ...u, answer: body.answer }, deps.publicUrl);
        // A booked time travels as an `.ics` the client's calendar app adds in one tap.
        const ics = booked && (await bookingAttachment(tx, u.id, `ServiHogar: ${proName}`, now));
        await deps.mailer.send(ics ? { ...mail, attachments: [ics] } : mail, tx);
      }
      await refreshResponseStats(tx, u.professionalId, now);
      return toSolicitud(u, now);
    });
  const [asked] = await deps.db
    .select({
      professionalId: solicitudes.professionalId,
      start: solicitudes.start,
      minutes: solicitudes.durationMinutes,
    })
    .from(solicitudes)
    .where(eq(solicitudes.id, id));
  if (body.answer !== 'acepto' || !asked?.start || !asked.minutes) return write();
  return orProposals(deps.db, { ...asked, start: asked.start, minutes: asked.minutes, now }, write);
}

/** Where a notification about a request leads: the client's list, the professional's inbox. */
export const mySolicitudPath = (id: string) => `/dash/misSolicitudes?pedido=${id}`;
export const inboxPath = (id: string) => `/dash/pedidos?pedido=${id}`;

export const ARRIVAL_JOB = 'solicitudes.arrival';
export const arrivalJobKey = (id: string) => `request:${id}:arrival`;

/** "Trabajo realizado": either party, once accepted; the client is then asked "¿Llegó a trabajar?". */
export async function markDone(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  caller: Caller,
  id: string,
  now: Date,
): Promise<Solicitud> {
  return deps.db.transaction(async (tx) => {
    const { row, party, parties } = await lockedForParty(tx, caller, id);
    if (stateOf(row, now) !== 'aceptada') throw new AppError('CONFLICT', msg.requests.notAccepted);
    const updated = await updateSolicitud(tx, id, { doneAt: now, doneBy: party });
    await tellParties(tx, parties, id);
    if (updated.arrived === null) {
      await deps.jobs.enqueue(tx, { kind: ARRIVAL_JOB, key: arrivalJobKey(id), payload: { id } });
    }
    return toSolicitud(updated, now);
  });
}

/**
 * "¿Llegó a trabajar?": only the client, when asked. Sí marks the work done (if nobody had) and
 * opens the rating; No records a no-show, which admins see beside the professional.
 */
export async function confirmArrival(
  db: Db,
  caller: Caller,
  id: string,
  arrived: boolean,
  now: Date,
): Promise<Solicitud> {
  return db.transaction(async (tx) => {
    const { row, parties } = await lockedForParty(tx, caller, id, 'client');
    if (!arrivalAsked(row, now)) throw new AppError('CONFLICT', msg.requests.arrivalNotAsked);
    const doneNow = arrived && !row.doneAt ? { doneAt: now, doneBy: 'client' as const } : {};
    await tellParties(tx, parties, id);
    return toSolicitud(await updateSolicitud(tx, id, { arrived, arrivedAt: now, ...doneNow }), now);
  });
}

/** The professional's one answer to a no-show the client reported; admins read it beside it. */
export async function replyToNoShow(
  db: Db,
  caller: Caller,
  id: string,
  reply: string,
  now: Date,
): Promise<Solicitud> {
  return db.transaction(async (tx) => {
    const { row, parties } = await lockedForParty(tx, caller, id, 'professional');
    if (row.arrived !== false) throw new AppError('CONFLICT', msg.requests.noShowOnly);
    if (row.noShowReply !== null) throw new AppError('CONFLICT', msg.requests.noShowAlreadyReplied);
    await tellParties(tx, parties, id);
    return toSolicitud(await updateSolicitud(tx, id, { noShowReply: reply }), now);
  });
}

/**
 * `GET /auth/getInfoSoli/{email}/{idSoli}`: whether the solicitud was rated, and its state (the
 * rating page offers the form only for an accepted one). Only for the account
 * of that e-mail when it owns the solicitud, or an Admin; 404 when there is no such solicitud.
 */
export async function solicitudInfo(
  db: Db,
  caller: Caller,
  email: string,
  idSoli: string,
  now: Date,
): Promise<SolicitudInfoResponse> {
  const asked = email.trim().toLowerCase();
  const admin = isAdmin(caller);
  if (!admin && asked !== caller.email) throw new AppError('FORBIDDEN');
  const [row] = await db
    .select({ s: solicitudes, clientEmail: accounts.email })
    .from(solicitudes)
    .innerJoin(accounts, eq(accounts.id, solicitudes.clientAccountId))
    .where(eq(solicitudes.id, idSoli));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.clientEmail !== asked) throw new AppError(admin ? 'NOT_FOUND' : 'FORBIDDEN');
  return { flujoCompleto: row.s.flujoCompleto, state: stateOf(row.s, now) };
}
