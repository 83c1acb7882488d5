import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../../test/accounts.ts';
import { NOW } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { requestLoopApp } from '../../../test/request-loop-app.ts';
import { auditLog } from '../../db/tables/audit.table.ts';

// Issue 43 §3 and §5 through HTTP: a weekly series booked 8 weeks ahead and rolled forward by the
// nightly sweep, skip / move / end by either party, late changes for admins, the calendar's hours,
// and the private feed read back by a real iCalendar parser. NOW is Friday 2026-11-20, 09:00.

const at = (local: string) => `${local}:00-03:00`;

describe('recurring series and calendar feeds', () => {
  const { ctx, post, get } = requestLoopApp();

  async function weekly() {
    const proAccount = await createAccount(ctx.t.db, { roles: ['Prestador'], nombre: 'Ana' });
    const pro = await insertProfessional(ctx.t.db, {
      now: ctx.clock,
      nombre: 'Ana',
      apellido: 'Paz',
      accountId: proAccount.id,
      services: [{ categorySlug: 'limpieza-domestica', semanal: true }],
    });
    const clientAccount = await createAccount(ctx.t.db, { roles: ['Cliente'], nombre: 'Carla' });
    const client = await signIn(ctx.t.app, clientAccount);
    const provider = await signIn(ctx.t.app, proAccount);
    const res = await post(client, '/solicitudes', {
      professionalId: pro.id,
      servicio: 'limpieza-domestica',
      start: at('2026-11-21T09:00'),
      durationMinutes: 180,
      recurrence: 'semanal',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().solicitud._id;
    expect((await post(provider, `/solicitudes/${id}/answer`, { answer: 'acepto' })).statusCode).toBe(200);
    const booked = (await get(client, `/solicitudes/${id}/bookings`)).json();
    return {
      pro,
      client,
      clientAccount,
      proAccount,
      provider,
      id,
      booked,
      seriesId: booked.series._id as string,
    };
  }

  const starts = async (who: Parameters<typeof get>[0], id: string) =>
    (await get(who, `/solicitudes/${id}/bookings`)).json().bookings.map((b: { start: string }) => b.start);

  it('books 8 weeks on acceptance and rolls forward nightly', async () => {
    const s = await weekly();
    expect(s.booked.series).toMatchObject({ every: 'semanal', start: at('2026-11-21T09:00'), endedAt: null });
    // Saturdays from 21/11 to 9/1 (before NOW + 8 weeks, 15/1 09:00).
    expect(s.booked.bookings).toHaveLength(8);
    expect(s.booked.bookings[7].start).toBe(at('2027-01-09T09:00'));
    ctx.clock = new Date('2026-11-27T12:00:00Z');
    await ctx.t.app.jobs.runOnce({ sweep: true });
    const client = await signIn(ctx.t.app, s.clientAccount);
    const after = await starts(client, s.id);
    expect(after.at(-1)).toBe(at('2027-01-16T09:00'));
    expect(after).toHaveLength(9);
  });

  it('skips one date, moves one, ends the series; late changes show for admins; all audited', async () => {
    const s = await weekly();
    const skip = await post(s.client, `/series/${s.seriesId}/skip`, { date: at('2026-11-28T09:00') });
    expect(skip.statusCode).toBe(204);
    // Again, or a date the series does not hold: 400.
    const again = await post(s.client, `/series/${s.seriesId}/skip`, { date: at('2026-11-28T09:00') });
    expect(again.json().fields.date).toBe(msg.bookings.dateNotInSeries);
    const move = await post(s.provider, `/series/${s.seriesId}/move`, {
      date: at('2026-12-05T09:00'),
      start: at('2026-12-06T10:00'),
    });
    expect(move.statusCode).toBe(204);
    let list = await starts(s.client, s.id);
    expect(list).not.toContain(at('2026-11-28T09:00'));
    expect(list).not.toContain(at('2026-12-05T09:00'));
    expect(list).toContain(at('2026-12-06T10:00'));
    // Less than 24 hours before tomorrow's visit: ending it is late.
    ctx.clock = new Date(NOW.getTime() + 10 * 60_000);
    expect((await post(s.provider, `/series/${s.seriesId}/end`)).statusCode).toBe(204);
    list = await starts(s.client, s.id);
    expect(list).toEqual([]);
    const ended = (await get(s.client, `/solicitudes/${s.id}/bookings`)).json().series;
    expect(ended.endedAt).not.toBeNull();
    expect(ended.skipped).toEqual([at('2026-11-28T09:00'), at('2026-12-05T09:00')]);
    expect(
      (await post(s.client, `/series/${s.seriesId}/skip`, { date: at('2026-12-12T09:00') })).statusCode,
    ).toBe(409);

    const late = (await get(ctx.admin, '/bookings/late-changes')).json().changes;
    expect(late.filter((c: { professional: { _id: string } }) => c.professional._id === s.pro.id)).toEqual([
      expect.objectContaining({ kind: 'end', by: 'professional', visit: at('2026-11-21T09:00') }),
    ]);
    const audit = await ctx.t.db.select().from(auditLog).where(eq(auditLog.targetId, s.id));
    expect(audit.map((a) => a.action).sort()).toEqual(
      ['booking.create', 'booking.end', 'booking.move', 'booking.skip'].sort(),
    );
    // Nobody else touches the series.
    const stranger = await signIn(ctx.t.app, await createAccount(ctx.t.db, { roles: ['Cliente'] }));
    expect((await post(stranger, `/series/${s.seriesId}/end`)).statusCode).toBe(404);
  });

  it('asks about each visit once it ended; a yes lets its client rate that visit, once', async () => {
    const s = await weekly();
    const [first, second] = s.booked.bookings as { _id: string }[];
    const arrival = (who: Parameters<typeof post>[0], id: string, arrived: boolean) =>
      post(who, `/bookings/${id}/arrival`, { arrived });
    let client = s.client;
    const rate = (id: string, stars: number) =>
      post(client, `/bookings/${id}/rating`, { descripcion: 'Impecable', calificacionComentario: stars });
    // Before the visit: not asked yet. The professional does not answer; nobody else sees it.
    expect((await arrival(client, first!._id, true)).json().message).toBe(msg.bookings.visitNotAsked);
    ctx.clock = new Date('2026-11-22T12:00:00Z');
    client = await signIn(ctx.t.app, s.clientAccount);
    // The series itself is never asked as the request: only its visits are (decision 0072).
    const mine = (await get(client, '/solicitudes/mine')).json().solicitudes;
    expect(mine).toMatchObject([{ _id: s.id, state: 'aceptada', arrivalAsked: false }]);
    const asRequest = await post(client, `/solicitudes/${s.id}/arrival`, { arrived: true });
    expect(asRequest.json()).toMatchObject({ message: msg.requests.arrivalNotAsked });
    const provider = await signIn(ctx.t.app, s.proAccount);
    expect((await arrival(provider, first!._id, true)).json().message).toBe(msg.bookings.visitClientOnly);
    const stranger = await signIn(ctx.t.app, await createAccount(ctx.t.db, { roles: ['Cliente'] }));
    expect((await arrival(stranger, first!._id, true)).statusCode).toBe(404);
    expect((await post(client, `/bookings/${first!._id}/rating`, {})).statusCode).toBe(400);
    expect((await rate(first!._id, 5)).json().message).toBe(msg.bookings.visitNotArrived);

    expect((await arrival(client, first!._id, true)).statusCode).toBe(204);
    expect((await arrival(client, first!._id, false)).json().message).toBe(msg.bookings.visitAnswered);
    const rated = await rate(first!._id, 4);
    expect(rated.statusCode).toBe(201);
    expect(rated.json()).toMatchObject({
      calificacion: 4,
      comment: { verified: true, calificacionComentario: 4 },
    });
    expect((await rate(first!._id, 5)).json().message).toBe(msg.bookings.visitRated);
    // The next week's visit: a no-show cannot be rated; a visit not yet ended is not asked.
    expect((await arrival(client, second!._id, false)).json().message).toBe(msg.bookings.visitNotAsked);
    ctx.clock = new Date('2026-11-29T12:00:00Z');
    client = await signIn(ctx.t.app, s.clientAccount);
    expect((await arrival(client, second!._id, false)).statusCode).toBe(204);
    expect((await rate(second!._id, 1)).json().message).toBe(msg.bookings.visitNotArrived);
    const visits = (await get(client, `/solicitudes/${s.id}/bookings`)).json().bookings;
    expect(visits.slice(0, 2)).toMatchObject([
      { _id: first!._id, past: true, arrived: true, rated: true },
      { _id: second!._id, past: true, arrived: false, rated: false },
    ]);
    // Past by the server's clock, whatever the phone's says.
    expect(visits[2]).toMatchObject({ past: false, arrived: null, rated: false });
    const audit = await ctx.t.db.select().from(auditLog).where(eq(auditLog.targetId, s.id));
    expect(audit.filter((a) => a.action === 'booking.arrival')).toHaveLength(2);
  });

  it('moving a visit onto a taken time is 409 with the next free times', async () => {
    const s = await weekly();
    const res = await post(s.client, `/series/${s.seriesId}/move`, {
      date: at('2026-11-28T09:00'),
      start: at('2026-12-05T10:00'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Ese horario ya está ocupado\. Próximos horarios libres: /);
    expect(await starts(s.client, s.id)).toContain(at('2026-11-28T09:00'));
  });

  it('refuses a time outside the professional’s calendar', async () => {
    const s = await weekly();
    const saved = await ctx.t.app.inject({
      method: 'PUT',
      url: '/professionals/me/calendar',
      headers: s.provider.auth,
      payload: {
        horario: [{ dia: 'lun', desde: '08:00', hasta: '12:00' }],
        diasLibres: [],
        horizonteDias: 60,
      },
    });
    expect(saved.statusCode).toBe(200);
    const res = await post(s.client, '/solicitudes', {
      professionalId: s.pro.id,
      servicio: 'limpieza-domestica',
      start: at('2026-11-23T11:00'),
      durationMinutes: 120,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.start).toBe(msg.bookings.outsideCalendar);
  });

  it('serves each party a private iCalendar feed with the series and its skipped date; reset kills the old one', async () => {
    const s = await weekly();
    await post(s.client, `/series/${s.seriesId}/skip`, { date: at('2026-12-12T09:00') });
    const { url } = (await get(s.client, '/calendar/feed')).json();
    expect(url).toMatch(/^https:\/\/servihogar\.test\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await get(s.client, '/calendar/feed')).json().url).toBe(url);
    const path = new URL(url).pathname;
    const feed = await get(null, path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevent!);
    expect(event.summary).toBe('Limpieza Domestica con Ana Paz');
    expect(vevent!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Argentina/Tucuman');
    const it = event.iterator();
    const visits = Array.from({ length: 4 }, () => it.next()!.toString());
    expect(visits).toEqual([
      '2026-11-21T09:00:00',
      '2026-11-28T09:00:00',
      '2026-12-05T09:00:00',
      '2026-12-19T09:00:00',
    ]);
    // The professional's own feed holds the same series.
    const proUrl = (await get(s.provider, '/calendar/feed')).json().url;
    expect((await get(null, new URL(proUrl).pathname)).body).toContain('RRULE:FREQ=WEEKLY');

    const reset = (await post(s.client, '/calendar/feed/reset')).json().url;
    expect(reset).not.toBe(url);
    expect((await get(null, path)).statusCode).toBe(404);
    expect((await get(null, new URL(reset).pathname)).statusCode).toBe(200);
  });
});
