import { argentineDay } from '@servihogar/shared/calendar';
import { TIME_SLOTS, toBits, WEEK_DAYS } from '@servihogar/shared/finding';
import { TIME_SLOT_MINUTES } from '@servihogar/shared/free-time';
import type { WorkCalendar } from '@servihogar/shared/work-calendar';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarDaysOff, calendarHours, professionalCalendars } from '../../db/tables/calendar.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { AppError } from '../../lib/errors.ts';
import { hourRowsOf, readCalendar } from './free-times.ts';

export { bookedIntervals, calendarRules, nextFreeTimes } from './free-times.ts';

/** The professional of a Prestador account; 404 when the account has none. */
async function ownProfessional(db: Db, accountId: string): Promise<string> {
  const [row] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.accountId, accountId));
  if (!row) throw new AppError('NOT_FOUND');
  return row.id;
}

/** Nothing said yet: no hours, no days off, DEFAULT_HORIZON_DAYS ahead. */
const EMPTY = (horizonteDias: number): WorkCalendar => ({ horario: [], diasLibres: [], horizonteDias });

/** `GET /professionals/me/calendar`: the caller's calendar (an empty one before the first save). */
export async function myCalendar(db: Db, accountId: string, now: Date, defaultHorizon: number) {
  const id = await ownProfessional(db, accountId);
  return (await readCalendar(db, id, argentineDay(now))) ?? EMPTY(defaultHorizon);
}

/**
 * `PUT /professionals/me/calendar`: replaces the whole calendar in one transaction. The profile's
 * usual days and franjas (available_days/slots, what the list's bits and the card read) follow the
 * hours, so "Lun a Vie · mañana y tarde" never says other than the calendar.
 */
export async function saveCalendar(db: Db, accountId: string, calendar: WorkCalendar, now: Date) {
  const id = await ownProfessional(db, accountId);
  const hours = hourRowsOf(id, calendar);
  const days = WEEK_DAYS.filter((_, i) => hours.some((h) => h.weekday === i));
  const slots = TIME_SLOTS.filter((slot) =>
    hours.some(
      (h) => h.startsMin < TIME_SLOT_MINUTES[slot].hasta && TIME_SLOT_MINUTES[slot].desde < h.endsMin,
    ),
  );
  await db.transaction(async (tx) => {
    await tx
      .insert(professionalCalendars)
      .values({ professionalId: id, horizonDays: calendar.horizonteDias, updatedAt: now })
      .onConflictDoUpdate({
        target: professionalCalendars.professionalId,
        set: { horizonDays: calendar.horizonteDias, updatedAt: now },
      });
    await tx.delete(calendarHours).where(eq(calendarHours.professionalId, id));
    if (hours.length > 0) await tx.insert(calendarHours).values(hours);
    await tx.delete(calendarDaysOff).where(eq(calendarDaysOff.professionalId, id));
    if (calendar.diasLibres.length > 0) {
      await tx
        .insert(calendarDaysOff)
        .values(
          calendar.diasLibres.map((d) => ({ professionalId: id, firstDay: d.desde, lastDay: d.hasta })),
        );
    }
    await tx
      .update(professionals)
      .set({
        availableDays: toBits(WEEK_DAYS, days) || null,
        availableSlots: toBits(TIME_SLOTS, slots) || null,
      })
      .where(eq(professionals.id, id));
  });
  return (await readCalendar(db, id, argentineDay(now)))!;
}
export { bookTime, cancelBooking, type NewBooking } from './book-time.ts';
