import { ACTIVE_BOOKING_STATE } from '@servihogar/shared/bookings';
import { addDays, argentineDay, instantAt } from '@servihogar/shared/calendar';
import { fromBits, TIME_SLOTS, WEEK_DAYS } from '@servihogar/shared/finding';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { bookings } from '../db/tables/bookings.table.ts';
import type { calendarDaysOff, calendarHours, professionalCalendars } from '../db/tables/calendar.table.ts';
import type { professionals } from '../db/tables/professionals.table.ts';
import { timeRange } from '../db/time-range.ts';

// Issue 43's demo data: the professionals who declared usual days get a calendar from them (each
// franja a range of hours), one in four a few days off, and a few bookings, so that Mi calendario,
// the profile's next free times and "Disponible el {fecha}" show something alive.

/** The hours each franja stands for in the demo calendars. */
const FRANJA_HOURS = { manana: [9, 13], tarde: [14, 19], noche: [19, 22] } as const;

type Pro = Pick<typeof professionals.$inferInsert, 'id' | 'availableDays' | 'availableSlots'>;

export function buildDemoCalendars(pros: readonly Pro[], clientIds: readonly string[], now: Date) {
  const today = argentineDay(now);
  const calendars: (typeof professionalCalendars.$inferInsert)[] = [];
  const hours: (typeof calendarHours.$inferInsert)[] = [];
  const daysOff: (typeof calendarDaysOff.$inferInsert)[] = [];
  const booked: PgInsertValue<typeof bookings>[] = [];
  pros.forEach((p, i) => {
    if (!p.id || !p.availableDays || !p.availableSlots) return;
    const slots = fromBits(TIME_SLOTS, p.availableSlots);
    calendars.push({ professionalId: p.id, horizonDays: [30, 60, 90][i % 3]! });
    for (const dia of fromBits(WEEK_DAYS, p.availableDays)) {
      for (const slot of slots) {
        const [from, to] = FRANJA_HOURS[slot];
        hours.push({
          professionalId: p.id,
          weekday: WEEK_DAYS.indexOf(dia),
          startsMin: from * 60,
          endsMin: to * 60,
        });
      }
    }
    if (i % 4 === 1) {
      const first = addDays(today, 3 + (i % 7));
      daysOff.push({ professionalId: p.id, firstDay: first, lastDay: addDays(first, i % 3) });
    }
    // A booking on the first day of its week with hours, 2 hours from the start of its first range.
    const client = clientIds[i % clientIds.length];
    if (client && i % 3 === 0) {
      for (let ahead = 1; ahead <= 7; ahead++) {
        const day = addDays(today, ahead);
        const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
        const range = hours.find((h) => h.professionalId === p.id && h.weekday === weekday);
        if (!range) continue;
        booked.push({
          professionalId: p.id,
          clientAccountId: client,
          during: timeRange(instantAt(day, range.startsMin), instantAt(day, range.startsMin + 120)),
          state: ACTIVE_BOOKING_STATE,
        });
        break;
      }
    }
  });
  return { calendars, hours, daysOff, bookings: booked };
}
