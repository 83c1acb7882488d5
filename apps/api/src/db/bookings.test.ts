import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migratedTestDatabase } from '../../test/build-test-app.ts';
import { insertAccount, insertProfessional } from '../../test/factories.ts';
import { bookTime, cancelBooking } from '../features/calendar/calendar.service.ts';
import { bookings } from './tables/bookings.table.ts';
import { calendarBookedDays } from './tables/calendar.table.ts';
import { timeRange } from './time-range.ts';

// Issue 43: the database itself refuses a double booking (exclusion constraint bookings_no_overlap),
// on PGlite and PostgreSQL, and keeps the per-day booked minutes the list filter reads.

const at = (iso: string) => new Date(iso);

describe('bookings', () => {
  const database = migratedTestDatabase();

  it('lets exactly one of many concurrent overlapping bookings in', async () => {
    const { db } = database();
    const pro = await insertProfessional(db);
    const clients = await Promise.all(Array.from({ length: 5 }, () => insertAccount(db)));
    // 60 callers ask for overlapping times (each shifted by a minute) at once.
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        bookTime(db, {
          professionalId: pro.id,
          clientAccountId: clients[i % clients.length]!.id,
          start: new Date(at('2026-12-05T12:00:00Z').getTime() + i * 60_000),
          end: new Date(at('2026-12-05T14:00:00Z').getTime() + i * 60_000),
        }),
      ),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    const rows = await db.select().from(bookings).where(eq(bookings.professionalId, pro.id));
    expect(rows).toHaveLength(1);
  });

  it('allows touching ranges, other professionals, and the time of a cancelled booking', async () => {
    const { db } = database();
    const [a, b] = [await insertProfessional(db), await insertProfessional(db)];
    const client = await insertAccount(db);
    const first = await bookTime(db, {
      professionalId: a.id,
      clientAccountId: client.id,
      start: at('2026-12-07T12:00:00Z'),
      end: at('2026-12-07T14:00:00Z'),
    });
    expect(first).not.toBeNull();
    const touching = {
      professionalId: a.id,
      clientAccountId: client.id,
      start: at('2026-12-07T14:00:00Z'),
      end: at('2026-12-07T15:00:00Z'),
    };
    expect(await bookTime(db, touching)).not.toBeNull();
    const same = {
      clientAccountId: client.id,
      start: at('2026-12-07T12:30:00Z'),
      end: at('2026-12-07T13:00:00Z'),
    };
    expect(await bookTime(db, { ...same, professionalId: b.id })).not.toBeNull();
    expect(await bookTime(db, { ...same, professionalId: a.id })).toBeNull();
    await cancelBooking(db, first!.id, at('2026-12-01T12:00:00Z'));
    expect(await bookTime(db, { ...same, professionalId: a.id })).not.toBeNull();
  });

  it('refuses an overlap written by hand too, and empty or unbounded ranges', async () => {
    const { db } = database();
    const pro = await insertProfessional(db);
    const client = await insertAccount(db);
    const row = (range: ReturnType<typeof sql>) => ({
      professionalId: pro.id,
      clientAccountId: client.id,
      during: range,
    });
    await db.insert(bookings).values(row(timeRange(at('2026-12-10T12:00:00Z'), at('2026-12-10T13:00:00Z'))));
    await expect(
      db.insert(bookings).values(row(timeRange(at('2026-12-10T12:59:00Z'), at('2026-12-10T14:00:00Z')))),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) });
    await expect(db.insert(bookings).values(row(sql`'empty'::tstzrange`))).rejects.toThrow();
    await expect(
      db.insert(bookings).values(row(sql`tstzrange('2026-12-11 12:00+00', null, '[)')`)),
    ).rejects.toThrow();
  });

  it('keeps the minutes booked per Tucumán day, a booking across midnight in both days', async () => {
    const { db } = database();
    const pro = await insertProfessional(db);
    const client = await insertAccount(db);
    const booked = () =>
      db
        .select({ day: calendarBookedDays.day, minutes: calendarBookedDays.bookedMinutes })
        .from(calendarBookedDays)
        .where(eq(calendarBookedDays.professionalId, pro.id))
        .orderBy(calendarBookedDays.day);
    // Friday 22:00 to Saturday 01:00 in Tucumán, then Saturday 09:00–11:00.
    const night = await bookTime(db, {
      professionalId: pro.id,
      clientAccountId: client.id,
      start: at('2026-12-05T01:00:00Z'),
      end: at('2026-12-05T04:00:00Z'),
    });
    await Promise.all(
      [12, 13].map((hour) =>
        bookTime(db, {
          professionalId: pro.id,
          clientAccountId: client.id,
          start: at(`2026-12-05T${hour}:00:00Z`),
          end: at(`2026-12-05T${hour + 1}:00:00Z`),
        }),
      ),
    );
    expect(await booked()).toEqual([
      { day: '2026-12-04', minutes: 120 },
      { day: '2026-12-05', minutes: 60 + 120 },
    ]);
    await cancelBooking(db, night!.id, at('2026-12-01T12:00:00Z'));
    expect(await booked()).toEqual([
      { day: '2026-12-04', minutes: 0 },
      { day: '2026-12-05', minutes: 120 },
    ]);
    await db.delete(bookings).where(and(eq(bookings.professionalId, pro.id), eq(bookings.active, true)));
    expect((await booked()).map((r) => r.minutes)).toEqual([0, 0]);
  });
});
