import { formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import type { Subscription } from '@servihogar/shared/subscriptions';
import { Button } from '@/components/button.tsx';
import { CardActionsCell, CardCell, CardRow, CardTable } from '@/components/card-table.tsx';
import { displayName, isProfessional } from '../filter-subscriptions.ts';
import { planName } from '../plans.ts';
import { StatusBadge } from './status-badge.tsx';

const t = msg.subscriptionsAdmin;
const mp = msg.mercadoPago;
const COLUMNS = [t.colUser, t.colUserType, t.colPlan, mp.colMethod, t.colEndDate, t.colStatus, t.colActions];
const SMALL = 'min-h-10 px-3 py-1 text-sm';

const byMercadoPago = (s: Subscription) => s.method === 'mercadopago';

/** Transferencia, or Mercado Pago with its state and the nightly reconciliation's finding. */
function PaymentMethod({ subscription: s }: { subscription: Subscription }) {
  if (!byMercadoPago(s)) return <>{mp.methodTransfer}</>;
  return (
    <span className="inline-flex flex-col items-end gap-1 nav:items-start">
      <span>{mp.methodMercadoPago}</span>
      {s.mpStatus && (
        <span className="rounded-full bg-sky-50 px-2 py-0.5 text-sm font-semibold text-sky-900 ring-1 ring-sky-300">
          {mp.state[s.mpStatus] ?? s.mpStatus}
        </span>
      )}
      {s.mpMismatch && <span className="text-sm font-semibold text-red-800">{s.mpMismatch}</span>}
    </span>
  );
}

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
    <CardTable columns={COLUMNS} actions={t.remove}>
      {subscriptions.map((s) => {
        const name = displayName(s);
        const busy = busyId === s._id;
        return (
          <CardRow key={s._id}>
            <CardCell label={t.colUser} className="font-semibold text-ink">
              {name}
            </CardCell>
            <CardCell label={t.colUserType}>
              {isProfessional(s) ? t.userTypeProfessional : t.userTypeClient}
            </CardCell>
            <CardCell label={t.colPlan}>{planName(s.subscriptionPlan)}</CardCell>
            <CardCell label={mp.colMethod}>
              <PaymentMethod subscription={s} />
            </CardCell>
            <CardCell label={t.colEndDate}>{s.endDate ? formatLongDate(s.endDate) : '—'}</CardCell>
            <CardCell label={t.colStatus}>
              <span className="inline-flex flex-wrap justify-end gap-1 nav:justify-start">
                <StatusBadge status={s.paymentStatus} />
                {s.refundRequestedAt && (
                  <span
                    className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${s.refundedAt ? 'bg-stone-100 text-stone-800 ring-stone-300' : 'bg-violet-50 text-violet-900 ring-violet-300'}`}
                  >
                    {s.refundedAt ? msg.subscriptionRights.refunded : msg.subscriptionRights.refundRequested}
                  </span>
                )}
              </span>
            </CardCell>
            <CardActionsCell>
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
                {s.paymentStatus !== 'confirmed' && !s.refundRequestedAt && !byMercadoPago(s) && (
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
                {s.proofUrl && (
                  <Button
                    variant="ghost"
                    className={SMALL}
                    onClick={() => onViewProof(s)}
                    aria-label={`${t.viewProof} de ${name}`}
                  >
                    {t.viewProof}
                  </Button>
                )}
              </div>
            </CardActionsCell>
            <CardActionsCell>
              <Button
                variant="ghost"
                className={`${SMALL} w-full text-red-800 hover:bg-red-50 nav:w-auto`}
                onClick={() => onRemove(s)}
                aria-label={`${t.remove} de la vista la suscripción de ${name}`}
              >
                {t.remove}
              </Button>
            </CardActionsCell>
          </CardRow>
        );
      })}
    </CardTable>
  );
}
