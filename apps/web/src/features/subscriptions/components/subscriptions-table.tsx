import { formatLongDate } from '@servihogar/shared/format';
import { msg } from '@servihogar/shared/messages';
import type { Subscription } from '@servihogar/shared/subscriptions';
import { Button } from '../../../components/button.tsx';
import { displayName, isProfessional } from '../filter-subscriptions.ts';
import { planName } from '../plans.ts';
import { StatusBadge } from './status-badge.tsx';

const t = msg.subscriptionsAdmin;
const HEAD = 'px-3 py-3 text-sm font-semibold text-muted';
// Under 730 px each row becomes a card and each cell shows its column name (data-label).
const CELL =
  'flex justify-between gap-4 py-1 text-right before:shrink-0 before:font-semibold before:text-muted before:content-[attr(data-label)] nav:table-cell nav:px-3 nav:py-3 nav:text-left nav:align-middle nav:before:content-none';
const SMALL = 'min-h-10 px-3 py-1 text-sm';

type Props = {
  subscriptions: Subscription[];
  /** The id whose decision is on its way, its buttons disabled meanwhile. */
  busyId: string | null;
  onDecide: (s: Subscription, paymentStatus: 'confirmed' | 'failed') => void;
  onRemove: (s: Subscription) => void;
  onViewProof: (s: Subscription) => void;
  onRefunded: (s: Subscription) => void;
};

export function SubscriptionsTable({
  subscriptions,
  busyId,
  onDecide,
  onRemove,
  onViewProof,
  onRefunded,
}: Props) {
  return (
    <div className="nav:overflow-x-auto nav:rounded-2xl nav:bg-white nav:ring-1 nav:ring-stone-200">
      <table className="block w-full nav:table">
        <thead className="sr-only nav:not-sr-only nav:table-header-group nav:bg-stone-50 nav:text-left">
          <tr>
            <th className={HEAD}>{t.colUser}</th>
            <th className={HEAD}>{t.colUserType}</th>
            <th className={HEAD}>{t.colPlan}</th>
            <th className={HEAD}>{t.colEndDate}</th>
            <th className={HEAD}>{t.colStatus}</th>
            <th className={HEAD}>{t.colActions}</th>
            <th className={HEAD}>
              <span className="sr-only">{t.remove}</span>
            </th>
          </tr>
        </thead>
        <tbody className="flex flex-col gap-3 nav:table-row-group">
          {subscriptions.map((s) => {
            const name = displayName(s);
            const busy = busyId === s._id;
            return (
              <tr
                key={s._id}
                className="block rounded-2xl bg-white p-4 ring-1 ring-stone-200 nav:table-row nav:rounded-none nav:p-0 nav:ring-0 nav:[&:not(:last-child)]:border-b nav:border-stone-200"
              >
                <td data-label={t.colUser} className={`${CELL} font-semibold text-ink`}>
                  {name}
                </td>
                <td data-label={t.colUserType} className={CELL}>
                  {isProfessional(s) ? t.userTypeProfessional : t.userTypeClient}
                </td>
                <td data-label={t.colPlan} className={CELL}>
                  {planName(s.subscriptionPlan)}
                </td>
                <td data-label={t.colEndDate} className={CELL}>
                  {s.endDate ? formatLongDate(s.endDate) : '—'}
                </td>
                <td data-label={t.colStatus} className={CELL}>
                  <span className="inline-flex flex-wrap justify-end gap-1 nav:justify-start">
                    <StatusBadge status={s.paymentStatus} />
                    {s.refundRequestedAt && (
                      <span
                        className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${s.refundedAt ? 'bg-stone-100 text-stone-800 ring-stone-300' : 'bg-violet-50 text-violet-900 ring-violet-300'}`}
                      >
                        {s.refundedAt
                          ? msg.subscriptionRights.refunded
                          : msg.subscriptionRights.refundRequested}
                      </span>
                    )}
                  </span>
                </td>
                <td className="block pt-3 nav:table-cell nav:px-3 nav:py-2">
                  <div className="flex flex-wrap gap-2">
                    {s.refundRequestedAt && !s.refundedAt && (
                      <Button
                        className={SMALL}
                        disabled={busy}
                        onClick={() => onRefunded(s)}
                        aria-label={`${msg.subscriptionRights.markRefunded}: suscripción de ${name}`}
                      >
                        {msg.subscriptionRights.markRefunded}
                      </Button>
                    )}
                    {s.paymentStatus !== 'confirmed' && !s.refundRequestedAt && (
                      <Button
                        className={SMALL}
                        disabled={busy}
                        onClick={() => onDecide(s, 'confirmed')}
                        aria-label={`${t.approve} la suscripción de ${name}`}
                      >
                        {t.approve}
                      </Button>
                    )}
                    <Button
                      variant="secondary"
                      className={SMALL}
                      disabled={busy || Boolean(s.refundRequestedAt)}
                      onClick={() => onDecide(s, 'failed')}
                      aria-label={`${t.reject} la suscripción de ${name}`}
                    >
                      {t.reject}
                    </Button>
                    <Button
                      variant="ghost"
                      className={SMALL}
                      onClick={() => onViewProof(s)}
                      aria-label={`${t.viewProof} de ${name}`}
                    >
                      {t.viewProof}
                    </Button>
                  </div>
                </td>
                <td className="block pt-2 nav:table-cell nav:px-3 nav:py-2 nav:text-right">
                  <Button
                    variant="ghost"
                    className={`${SMALL} w-full text-red-800 hover:bg-red-50 nav:w-auto`}
                    onClick={() => onRemove(s)}
                    aria-label={`${t.remove} de la vista la suscripción de ${name}`}
                  >
                    {t.remove}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
