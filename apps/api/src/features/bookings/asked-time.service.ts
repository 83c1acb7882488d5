import { recurrenceOffered } from '@servihogar/shared/booking-time';
import * as msg from '@servihogar/shared/messages';
import type { HireBody } from '@servihogar/shared/solicitudes';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { AppError } from '../../lib/errors.ts';
import { insideCalendar } from './free-times.service.ts';

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { [field]: message });

/**
 * Issue 43 §6: the time a request asks for, checked before it is stored: not past, a series only
 * where the service is offered weekly or monthly, never with a banned professional, and inside the
 * professional's calendar. The schema already refused more than 12 hours.
 */
export async function checkAskedTime(
  db: Db,
  pro: { id: string; accountId: string | null },
  service: { semanal: boolean; mensual: boolean },
  body: HireBody,
  now: Date,
): Promise<{ start?: Date; durationMinutes?: number; recurrence?: HireBody['recurrence'] }> {
  if (!body.start || !body.durationMinutes) return {};
  const start = new Date(body.start);
  if (start <= now) throw invalid('start', msg.bookings.startPast);
  if (body.recurrence && !recurrenceOffered(service)) {
    throw invalid('recurrence', msg.bookings.recurrenceNotOffered);
  }
  if (pro.accountId) {
    const [account] = await db
      .select({ bannedAt: accounts.bannedAt })
      .from(accounts)
      .where(eq(accounts.id, pro.accountId));
    if (account?.bannedAt) throw new AppError('NOT_FOUND');
  }
  const end = new Date(start.getTime() + body.durationMinutes * 60_000);
  if (!(await insideCalendar(db, pro.id, start, end, now)))
    throw invalid('start', msg.bookings.outsideCalendar);
  return { start, durationMinutes: body.durationMinutes, recurrence: body.recurrence };
}
