import { formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { QueryError } from '@/components/list-states.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useMySubscriptions } from '../api/get-my-subscriptions.ts';
import { planName } from '../plans.ts';
import { StatusBadge } from './status-badge.tsx';

/** The account's own payments and how each was decided (GET /subscriptions/mine). */
export function MySubscriptions() {
  const query = useMySubscriptions();
  if (query.isPending) return <Spinner label="Cargando suscripciones..." />;
  if (query.isError) return <QueryError query={query} />;
  if (query.data.length === 0) return <p className="text-muted">{msg.subscription.mineEmpty}</p>;
  return (
    <ul aria-label={msg.subscription.mineTitle} className="flex flex-col divide-y divide-stone-200">
      {query.data.map((s) => (
        <li key={s._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
          <div className="min-w-0">
            <p className="font-semibold text-ink">{planName(s.subscriptionPlan)}</p>
            <p className="text-sm text-muted">
              Enviado el {formatLongDate(s.createdAt)}
              {s.endDate && s.paymentStatus === 'confirmed' && ` · vence el ${formatLongDate(s.endDate)}`}
            </p>
          </div>
          <StatusBadge status={s.paymentStatus} />
        </li>
      ))}
    </ul>
  );
}
