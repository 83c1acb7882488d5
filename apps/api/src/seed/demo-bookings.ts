import { addDays, argentineDay, instantAt, weekdayOf } from '@servihogar/shared/calendar';
import { DAY_MS } from '@servihogar/shared/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookingSeries } from '../db/tables/booking-series.table.ts';
import { bookings } from '../db/tables/bookings.table.ts';
import { solicitudes } from '../db/tables/solicitudes.table.ts';
import { bookAccepted } from '../features/bookings/bookings.service.ts';
import { skipVisit } from '../features/bookings/series.service.ts';

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
 * accepted three weeks ago, 8 weeks booked from then, so the calendar feed and the skip / move / end
 * actions have something to show: its client skipped its second visit five hours before it (a late
 * change the admins see) and said the professional came to the first.
 */
export async function seedDemoBookings(tx: Db, p: Parties, now: Date): Promise<void> {
  const accepted = { answer: 'acepto' as const, answeredAt: new Date(now.getTime() - 60 * 60_000) };
  const base = {
    professionalId: p.professionalId,
    categorySlug: p.categorySlug,
    createdAt: new Date(now.getTime() - 2 * 60 * 60_000),
  };
  // Its third visit ended by yesterday, whatever today is: there is always one to ask about.
  const seriesStart = next(new Date(now.getTime() - 22 * DAY_MS), 5, 9);
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
        start: seriesStart,
        durationMinutes: 180,
        recurrence: 'semanal' as const,
        zone: 'Yerba Buena',
        ...accepted,
      },
    ])
    .returning();
  const [dated, weekly] = rows;
  await bookAccepted(tx, dated!, p.proAccountId, now);
  const acceptedAt = new Date(seriesStart.getTime() - 2 * DAY_MS);
  await bookAccepted(tx, weekly!, p.proAccountId, acceptedAt);
  const [series] = await tx.select().from(bookingSeries).where(eq(bookingSeries.solicitudId, weekly!.id));
  const second = new Date(seriesStart.getTime() + 7 * DAY_MS);
  await skipVisit(tx, p.clientIds[1], series!.id, second, new Date(second.getTime() - 5 * 60 * 60_000));
  await tx
    .update(bookings)
    .set({ arrived: true, arrivedAt: new Date(seriesStart.getTime() + DAY_MS) })
    .where(
      and(
        eq(bookings.seriesId, series!.id),
        sql`lower(${bookings.during}) = ${seriesStart.toISOString()}::timestamptz`,
      ),
    );
}
