import { DAY_MS } from '@servihogar/shared/constants';
import { bookingProposals, bookingSeries } from '../src/db/tables/booking-series.table.ts';
import { bookings } from '../src/db/tables/bookings.table.ts';
import { timeRange } from '../src/db/time-range.ts';
import { adminOnly, all, type Row as MatrixRow, plainRow, signedIn } from './matrix.ts';
import { type Context, requestRow } from './request-loop-matrix-rows.ts';

// Issue 43's bookings endpoints for the authorization matrix: each row makes a new dated request
// (or series) of the matrix's Cliente to the matrix's Prestador. Only its two parties see or change
// it; admins and anyone else get 404 (admins read the audit log instead).

type Row = MatrixRow<Context>;

let calls = 0;
/** 09:00 in Tucumán a few weeks from now, a day later on each call (no two rows' times meet). */
const futureStart = () => {
  calls += 1;
  const d = new Date(Date.now() + (21 + calls) * DAY_MS);
  d.setUTCHours(12, 0, 0, 0);
  return d;
};

async function datedRequest(c: Context, series = false) {
  const start = futureStart();
  const row = await requestRow(c, {
    start,
    durationMinutes: 60,
    answer: 'acepto',
    answeredAt: new Date(),
    ...(series && { recurrence: 'semanal' as const }),
  });
  return { id: row.id, clientId: row.clientAccountId, start };
}

async function series(c: Context) {
  const r = await datedRequest(c, true);
  const [s] = await c.t.db
    .insert(bookingSeries)
    .values({
      solicitudId: r.id,
      professionalId: c.professionalId,
      clientAccountId: r.clientId,
      every: 'semanal',
      start: r.start,
      durationMinutes: 60,
      bookedUntil: r.start,
    })
    .returning();
  return { seriesId: s!.id, start: r.start, solicitudId: r.id, clientId: r.clientId };
}

/** A visit of a series that ended days ago (a different day on each call), answered or not. */
async function pastVisit(c: Context, arrived: boolean | null) {
  const s = await series(c);
  const start = new Date(Date.now() - (2 + calls) * DAY_MS);
  const [visit] = await c.t.db
    .insert(bookings)
    .values({
      professionalId: c.professionalId,
      clientAccountId: s.clientId,
      solicitudId: s.solicitudId,
      seriesId: s.seriesId,
      during: timeRange(start, new Date(start.getTime() + 60 * 60_000)),
      arrived,
    })
    .returning({ id: bookings.id });
  return visit!.id;
}
const visitRow = (ok: number) => ({ anonymous: 401, Cliente: ok, Prestador: 403, Redactor: 404, Admin: 404 });

const iso = (d: Date) => d.toISOString();
const parties = (ok: number) => ({ anonymous: 401, Cliente: ok, Prestador: ok, Redactor: 404, Admin: 404 });

export const BOOKINGS_ROWS: Row[] = [
  {
    endpoint: 'GET /solicitudes/{id}/bookings',
    request: async (c) => ({ method: 'GET', url: `/solicitudes/${(await datedRequest(c)).id}/bookings` }),
    expected: parties(200),
  },
  {
    endpoint: 'POST /solicitudes/{id}/propose',
    request: async (c) => ({
      method: 'POST',
      url: `/solicitudes/${(await datedRequest(c)).id}/propose`,
      payload: { start: iso(new Date(futureStart().getTime() + 3 * 60 * 60_000)) },
    }),
    expected: parties(200),
  },
  {
    endpoint: 'POST /solicitudes/{id}/accept-proposal',
    request: async (c) => {
      const r = await datedRequest(c);
      await c.t.db.insert(bookingProposals).values({
        solicitudId: r.id,
        start: new Date(r.start.getTime() + 4 * 60 * 60_000),
        durationMinutes: 60,
        by: 'professional',
      });
      return { method: 'POST', url: `/solicitudes/${r.id}/accept-proposal` };
    },
    // The proposer may not accept its own proposal.
    expected: { anonymous: 401, Cliente: 200, Prestador: 403, Redactor: 404, Admin: 404 },
  },
  {
    endpoint: 'POST /series/{id}/skip',
    request: async (c) => {
      const s = await series(c);
      return { method: 'POST', url: `/series/${s.seriesId}/skip`, payload: { date: iso(s.start) } };
    },
    expected: parties(204),
  },
  {
    endpoint: 'POST /series/{id}/move',
    request: async (c) => {
      const s = await series(c);
      const start = iso(new Date(s.start.getTime() + 2 * 60 * 60_000));
      return { method: 'POST', url: `/series/${s.seriesId}/move`, payload: { date: iso(s.start), start } };
    },
    expected: parties(204),
  },
  {
    endpoint: 'POST /series/{id}/end',
    request: async (c) => ({ method: 'POST', url: `/series/${(await series(c)).seriesId}/end` }),
    expected: parties(204),
  },
  {
    endpoint: 'POST /bookings/{id}/arrival',
    request: async (c) => ({
      method: 'POST',
      url: `/bookings/${await pastVisit(c, null)}/arrival`,
      payload: { arrived: true },
    }),
    expected: visitRow(204),
  },
  {
    endpoint: 'POST /bookings/{id}/rating',
    request: async (c) => ({
      method: 'POST',
      url: `/bookings/${await pastVisit(c, true)}/rating`,
      payload: { descripcion: 'Muy bien', calificacionComentario: 5 },
    }),
    expected: visitRow(201),
  },
  plainRow('GET /bookings/late-changes', adminOnly(200)),
  plainRow('GET /calendar/feed', signedIn(200)),
  plainRow('POST /calendar/feed/reset', signedIn(200)),
  // The token is the only key: an unknown one is 404 whoever asks.
  {
    endpoint: 'GET /calendar/{file}',
    request: () => ({ method: 'GET', url: `/calendar/${'x'.repeat(32)}.ics` }),
    expected: all(404),
  },
];
