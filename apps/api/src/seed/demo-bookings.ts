import { addDays, argentineDay, instantAt, weekdayOf } from '@servihogar/shared/calendar';
import type { Db } from '../db/client.ts';
import { solicitudes } from '../db/tables/solicitudes.table.ts';
import { bookAccepted } from '../features/bookings/bookings.service.ts';

type Parties = {
  professionalId: string;
  /** The demo Prestador's account (the one who accepted). */
  proAccountId: string;
  categorySlug: string;
  /** The demo Cliente login, and another demo client. */
  clientIds: [string, string];
};

/** The next `weekday` (0 = lunes) after today, at `hour` in Tucumán. */
function next(now: Date, weekday: number, hour: number): Date {
  const today = argentineDay(now);
  const ahead = (weekday - weekdayOf(today) + 7) % 7 || 7;
  return instantAt(addDays(today, ahead), hour * 60);
}

/**
 * Issue 43's demo: the demo Cliente's dated request to the demo Prestador, accepted and booked
 * (Mis solicitudes and /dash/pedidos show its time), and a weekly series from another client,
 * accepted, its next 8 weeks booked, so the calendar feed and the skip / move / end actions have
 * something to show.
 */
export async function seedDemoBookings(tx: Db, p: Parties, now: Date): Promise<void> {
  const accepted = { answer: 'acepto' as const, answeredAt: new Date(now.getTime() - 60 * 60_000) };
  const base = {
    professionalId: p.professionalId,
    categorySlug: p.categorySlug,
    createdAt: new Date(now.getTime() - 2 * 60 * 60_000),
  };
  const rows = await tx
    .insert(solicitudes)
    .values([
      {
        ...base,
        clientAccountId: p.clientIds[0],
        need: 'Revisar la instalación antes de pintar.',
        start: next(now, 2, 10),
        durationMinutes: 120,
        zone: 'Barrio Norte',
        ...accepted,
      },
      {
        ...base,
        clientAccountId: p.clientIds[1],
        need: 'Todas las semanas, el mismo trabajo.',
        start: next(now, 5, 9),
        durationMinutes: 180,
        recurrence: 'semanal' as const,
        zone: 'Yerba Buena',
        ...accepted,
      },
    ])
    .returning();
  for (const row of rows) await bookAccepted(tx, row, p.proAccountId, now);
}
