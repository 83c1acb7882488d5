import { ACTIVE_BOOKING_STATE } from '@servihogar/shared/bookings';
import * as msg from '@servihogar/shared/messages';
import { eq, isNotNull, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../../test/accounts.ts';
import { requestLoopApp } from '../../../test/request-loop-app.ts';
import { auditLog } from '../../db/tables/audit.table.ts';
import { bookings } from '../../db/tables/bookings.table.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { notifications } from '../../db/tables/notifications.table.ts';
import { timeRange } from '../../db/time-range.ts';
import { ANSWER_SUBJECT } from '../solicitudes/solicitudes.mails.ts';

// Issue 43 through HTTP: dated requests, booking on "Acepto" with the database refusing overlaps
// (409 with the next free times), who sees a booking, "Proponer otro horario", the audit trail.
// NOW is Friday 2026-11-20, 09:00 in Tucumán.

const at = (local: string) => `${local}:00-03:00`;

describe('dated requests and bookings', () => {
  const { ctx, parties, post, get, ask } = requestLoopApp();

  const count = async (professionalId: string) => {
    const r = await ctx.t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from bookings where professional_id = ${professionalId}`,
    );
    return Number(r.rows[0]!.n);
  };

  it('refuses a past time, more than 12 hours, a series where the service is not weekly, and both kinds of when', async () => {
    const p = await parties();
    const cases = [
      [{ start: at('2026-11-19T10:00'), durationMinutes: 60 }, 'start', msg.bookings.startPast],
      [
        { start: at('2026-11-23T08:00'), durationMinutes: 13 * 60 },
        'durationMinutes',
        msg.bookings.durationMax,
      ],
      [{ start: at('2026-11-23T08:00') }, 'durationMinutes', msg.bookings.startNeedsDuration],
      [
        { start: at('2026-11-23T08:00'), durationMinutes: 60, whenDate: '2026-11-23', whenSlot: 'tarde' },
        'start',
        msg.bookings.startWithSlot,
      ],
      [
        { start: at('2026-11-23T08:00'), durationMinutes: 60, recurrence: 'semanal' },
        'recurrence',
        msg.bookings.recurrenceNotOffered,
      ],
      [{ start: 'mañana', durationMinutes: 60 }, 'start', msg.bookings.startInvalid],
    ] as const;
    for (const [words, field, message] of cases) {
      const res = await ask(p, words);
      expect(res.statusCode, JSON.stringify(words)).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    // "A convenir" and the day-and-franja words keep working.
    expect((await ask(p, { whenSlot: 'a_convenir' })).statusCode).toBe(201);
  });

  it('books on "Acepto"; an overlapping accept gets 409 with the next free times; only the parties see it', async () => {
    const p = await parties();
    const first = await ask(p, { start: at('2026-11-23T10:00'), durationMinutes: 120 });
    expect(first.statusCode).toBe(201);
    expect(first.json().solicitud).toMatchObject({ start: at('2026-11-23T10:00'), durationMinutes: 120 });
    const id = first.json().solicitud._id;
    expect((await post(p.provider, `/solicitudes/${id}/answer`, { answer: 'acepto' })).statusCode).toBe(200);
    expect(await count(p.pro.id)).toBe(1);
    // The client's "aceptó" mail carries the booked time as an .ics a calendar app reads.
    const mail = await ctx.smtp.waitForMail(p.clientEmail, { subject: ANSWER_SUBJECT });
    const [ics] = mail.attachments;
    expect(ics).toMatchObject({ filename: 'servihogar.ics', mimeType: 'text/calendar' });
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics!.content)).getFirstSubcomponent('vevent')!,
    );
    expect(event.startDate.toString()).toBe('2026-11-23T10:00:00');
    expect(event.endDate.toString()).toBe('2026-11-23T12:00:00');

    const other = await createAccount(ctx.t.db, { roles: ['Cliente'] });
    const otherClient = await signIn(ctx.t.app, other);
    const second = await post(otherClient, '/solicitudes', {
      professionalId: p.pro.id,
      servicio: 'plomero',
      start: at('2026-11-23T11:00'),
      durationMinutes: 60,
    });
    const res = await post(p.provider, `/solicitudes/${second.json().solicitud._id}/answer`, {
      answer: 'acepto',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Ese horario ya está ocupado. Próximos horarios libres: lunes 23/11, 12:00; lunes 23/11, 12:30; lunes 23/11, 13:00.',
    );
    expect(await count(p.pro.id)).toBe(1);
    // Not accepted either: the answer and its booking are one transaction.
    const still = await get(otherClient, '/solicitudes/mine');
    expect(still.json().solicitudes[0].state).toBe('nueva');

    const seen = await get(p.client, `/solicitudes/${id}/bookings`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().bookings).toEqual([
      {
        _id: expect.any(String),
        start: at('2026-11-23T10:00'),
        end: at('2026-11-23T12:00'),
        movedFrom: null,
        past: false,
        arrived: null,
        rated: false,
      },
    ]);
    expect((await get(p.provider, `/solicitudes/${id}/bookings`)).statusCode).toBe(200);
    expect((await get(otherClient, `/solicitudes/${id}/bookings`)).statusCode).toBe(404);
    expect((await get(ctx.admin, `/solicitudes/${id}/bookings`)).statusCode).toBe(404);

    const audit = await ctx.t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((a) => a.action)).toEqual(['booking.create']);
  });

  it('lets two racing accepts for the same hour make exactly one booking', async () => {
    const p = await parties();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const c = await signIn(ctx.t.app, await createAccount(ctx.t.db, { roles: ['Cliente'] }));
      const r = await post(c, '/solicitudes', {
        professionalId: p.pro.id,
        servicio: 'plomero',
        start: at(`2026-11-24T1${i}:00`),
        durationMinutes: 180,
      });
      ids.push(r.json().solicitud._id);
    }
    const answers = await Promise.all(
      ids.map((id) => post(p.provider, `/solicitudes/${id}/answer`, { answer: 'acepto' })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    // 10–13, 11–14, 12–15, 13–16: at most two fit (10–13 and 13–16), and never two that overlap.
    const r = await ctx.t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from bookings a join bookings b
        on a.professional_id = b.professional_id and a.id < b.id and a.during && b.during
      where a.professional_id = ${p.pro.id}`);
    expect(Number(r.rows[0]!.n)).toBe(0);
    expect(codes.filter((c) => c === 200).length).toBe(await count(p.pro.id));
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
  });

  it('"Proponer otro horario": either party proposes, only the other accepts, the booking moves', async () => {
    const p = await parties();
    const id = (await ask(p, { start: at('2026-11-25T10:00'), durationMinutes: 60 })).json().solicitud._id;
    await post(p.provider, `/solicitudes/${id}/answer`, { answer: 'acepto' });
    const proposed = await post(p.provider, `/solicitudes/${id}/propose`, { start: at('2026-11-25T15:00') });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().proposal).toMatchObject({
      start: at('2026-11-25T15:00'),
      by: 'professional',
      mine: false,
    });
    expect((await post(p.provider, `/solicitudes/${id}/accept-proposal`)).statusCode).toBe(403);
    const mine = await get(p.client, `/solicitudes/${id}/bookings`);
    expect(mine.json().proposal.mine).toBe(true);
    const accepted = await post(p.client, `/solicitudes/${id}/accept-proposal`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().proposal).toBeNull();
    expect(accepted.json().bookings[0]).toMatchObject({
      start: at('2026-11-25T15:00'),
      end: at('2026-11-25T16:00'),
    });
    expect((await post(p.client, `/solicitudes/${id}/accept-proposal`)).statusCode).toBe(409);
  });

  it('reminds both parties the day before and asks the client the day after', async () => {
    const p = await parties();
    const id = (await ask(p, { start: at('2026-11-23T10:00'), durationMinutes: 60 })).json().solicitud._id;
    await post(p.provider, `/solicitudes/${id}/answer`, { answer: 'acepto' });
    // A time the professional's calendar holds with no request (as the demo's): nobody to remind.
    await ctx.t.db.insert(bookings).values({
      professionalId: p.pro.id,
      clientAccountId: p.accounts.client.id,
      during: timeRange(new Date(at('2026-11-23T14:00')), new Date(at('2026-11-23T15:00'))),
      state: ACTIVE_BOOKING_STATE,
    });
    const kinds = async (kind: string) =>
      (await ctx.t.db.select().from(notifications).where(eq(notifications.solicitudId, id))).filter(
        (n) => n.kind === kind,
      );
    ctx.clock = new Date('2026-11-22T13:00:00Z');
    await ctx.t.app.jobs.runOnce({ sweep: true });
    await ctx.t.app.jobs.runOnce({ sweep: true });
    const reminders = await kinds('booking_reminder');
    expect(reminders.map((n) => n.accountId).sort()).toEqual(
      [p.accounts.client.id, p.accounts.provider.id].sort(),
    );
    expect(reminders[0]!.body).toContain('Mañana, lunes 23/11, 10:00');
    const failed = await ctx.t.db.select().from(jobs).where(isNotNull(jobs.lastError));
    expect(failed.map((j) => j.kind)).toEqual([]);
    ctx.clock = new Date('2026-11-24T13:00:00Z');
    await ctx.t.app.jobs.runOnce({ sweep: true });
    const asked = await kinds('arrival');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.title).toBe('¿Llegó a trabajar Raúl?');
    // A new session: the access token of two days ago expired.
    const client = await signIn(ctx.t.app, p.accounts.client);
    const mine = (await get(client, '/solicitudes/mine')).json().solicitudes[0];
    expect(mine.arrivalAsked).toBe(true);
  });
});
