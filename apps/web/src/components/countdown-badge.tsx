import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';

const t = msg.dataRightsRequests;

/** A deadline counted in business days (data-rights requests, guarantee claims). */
type Countdown = { businessDaysLeft: number; overdue: boolean };

/** What is left of the business days, in words: "Quedan N días hábiles", "Vence hoy", "Vencido". */
export function countdownText({ businessDaysLeft: left, overdue }: Countdown): string {
  if (overdue) return left === 0 ? t.overdueToday : fillMessage(t.overdue, { dias: String(-left) });
  if (left === 0) return t.dueToday;
  return left === 1 ? t.oneDayLeft : fillMessage(t.daysLeft, { dias: String(left) });
}

/** The countdown of a pending case: red once overdue, amber on its last day. */
export function CountdownBadge({ request }: { request: Countdown }) {
  const tone = request.overdue
    ? 'bg-red-700 text-white'
    : request.businessDaysLeft <= 1
      ? 'bg-amber-100 text-amber-900'
      : 'bg-brand-50 text-brand-900';
  return (
    <span className={`rounded-full px-3 py-1 text-sm font-bold ${tone}`} data-testid="countdown">
      {countdownText(request)}
    </span>
  );
}
