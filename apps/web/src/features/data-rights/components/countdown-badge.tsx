import type { DataRightsRequest } from '@servihogar/shared/data-rights-requests';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';

const t = msg.dataRightsRequests;

/** What is left of the 5 business days, in words. */
export function countdownText({ businessDaysLeft: left, overdue }: DataRightsRequest): string {
  if (overdue) return left === 0 ? t.overdueToday : fillMessage(t.overdue, { dias: String(-left) });
  if (left === 0) return t.dueToday;
  return left === 1 ? t.oneDayLeft : fillMessage(t.daysLeft, { dias: String(left) });
}

/** The countdown of a pending request: red once overdue, amber on its last day. */
export function CountdownBadge({ request }: { request: DataRightsRequest }) {
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
