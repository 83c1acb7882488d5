import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingSeries, calendarFeeds } from '../../db/tables/booking-series.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { AppError } from '../../lib/errors.ts';
import type { MailAttachment } from '../../mail/mail-message.ts';
import { bookingsOf } from './booking-store.ts';
import { type FeedEvent, writeCalendar } from './ical.ts';
import { endOf, requestsWithParties } from './parties.ts';
import { removedVisits } from './series.service.ts';

const newToken = () => randomBytes(24).toString('base64url');
export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/calendar/${token}.ics`;

/** The caller's private feed token, made on first ask (`reset`: a new one; the old stops working). */
export async function feedToken(db: Db, accountId: string, reset: boolean, now: Date): Promise<string> {
  const token = newToken();
  const [row] = await db
    .insert(calendarFeeds)
    .values({ accountId, token, createdAt: now })
    .onConflictDoUpdate({
      target: calendarFeeds.accountId,
      set: reset ? { token, createdAt: now } : { accountId },
    })
    .returning({ token: calendarFeeds.token });
  return row!.token;
}

/** The events of one request as its reader's calendar shows them. */
async function eventsOf(db: Db, s: { id: string; summary: string }): Promise<FeedEvent[]> {
  const [series] = await db.select().from(bookingSeries).where(eq(bookingSeries.solicitudId, s.id));
  const booked = await bookingsOf(db, s.id);
  const events: FeedEvent[] = [];
  if (series) {
    events.push({
      uid: `series-${series.id}@servihogar`,
      start: series.start,
      end: endOf(series.start, series.durationMinutes),
      summary: s.summary,
      repeat: { every: series.every, until: series.endedAt, exclude: await removedVisits(db, series.id) },
    });
  }
  // A series' visits are its RRULE; only a moved one is an event of its own.
  for (const b of booked.filter((b) => !series || b.movedFrom)) {
    events.push({ uid: `booking-${b.id}@servihogar`, start: b.start, end: b.end, summary: s.summary });
  }
  return events;
}

/** `GET /calendar/{token}.ics`: every booked time of the token's owner, as a client and as a professional. */
export async function feedCalendar(db: Db, token: string, now: Date): Promise<string> {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
  if (!feed) throw new AppError('NOT_FOUND');
  const own = db
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.accountId, feed.accountId));
  const rows = await requestsWithParties(db).where(
    and(
      isNotNull(solicitudes.start),
      eq(solicitudes.answer, 'acepto'),
      or(eq(solicitudes.clientAccountId, feed.accountId), inArray(solicitudes.professionalId, own)),
    ),
  );
  const events: FeedEvent[] = [];
  for (const r of rows) {
    const other = r.clientId === feed.accountId ? `${r.proNombre} ${r.proApellido}` : r.client.nombre;
    events.push(...(await eventsOf(db, { id: r.id, summary: `${r.service ?? 'Servicio'} con ${other}` })));
  }
  return writeCalendar('ServiHogar', events, now);
}

/** One request's booked times as the `.ics` file a booking mail carries. */
export async function bookingAttachment(
  db: Db,
  id: string,
  summary: string,
  now: Date,
): Promise<MailAttachment> {
  return {
    filename: 'servihogar.ics',
    content: writeCalendar('ServiHogar', await eventsOf(db, { id, summary }), now),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}
