import { addDays, argentineDay, instantAt, weekdayOf } from '@servihogar/shared/calendar';
import type { Db } from '../db/client.ts';
import { solicitudes } from '../db/tables/solicitudes.table.ts';
import { bookAccepted } from '../features/bookings/bookings.service.ts';

/**
 * Issue 46's demo: the demo Cliente's weekly house cleaning with a cleaner, accepted an hour ago
 * and booked every Monday from 7 to 9 (before any demo calendar's hours, so no booking meets it), so
 * that "Herramientas de empleador" shows on Mis solicitudes with its calculator, aguinaldo and receipt.
 */
export async function seedDemoEmployer(
  tx: Db,
  p: { clientId: string; professionalId: string },
  now: Date,
): Promise<void> {
  const today = argentineDay(now);
  const monday = addDays(today, (7 - weekdayOf(today)) % 7 || 7);
  const [row] = await tx
    .insert(solicitudes)
    .values({
      clientAccountId: p.clientId,
      professionalId: p.professionalId,
      categorySlug: 'limpieza-domestica',
      need: 'Limpieza general de la casa, todos los lunes.',
      // The newest of the demo Cliente's requests: first in Mis solicitudes.
      createdAt: new Date(now.getTime() - 90 * 60_000),
      answer: 'acepto',
      answeredAt: new Date(now.getTime() - 60 * 60_000),
      start: instantAt(monday, 7 * 60),
      durationMinutes: 120,
      recurrence: 'semanal',
      zone: 'Barrio Norte',
    })
    .returning();
  // The demo cleaner has no account: the booking's audit entry names the client who asked.
  await bookAccepted(tx, row!, p.clientId, now);
}
