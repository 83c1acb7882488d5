import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import type { Subscription } from '@servihogar/shared/subscriptions';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useMySubscriptions } from '../api/get-my-subscriptions.ts';
import { subscriptionKeys } from '../api/keys.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { planName } from '../plans.ts';

const t = msg.mercadoPago;
const POLL_MS = 3000;

/** Authorised during the trial: nothing charged yet, the first charge is at the trial's end. */
const beforeFirstCharge = (s: Subscription) =>
  s.paymentStatus === 'confirmed' && !s.endDate && !!s.firstChargeAt;

const waiting = (s: Subscription | undefined) => s?.paymentStatus === 'pending' && s.mpStatus !== 'cancelled';

function stateText(s: Subscription): { title: string; hint: string } {
  if (s.mpStatus === 'cancelled' && s.paymentStatus !== 'confirmed')
    return { title: t.returnCancelled, hint: '' };
  if (beforeFirstCharge(s)) {
    const fecha = formatLongDate(s.firstChargeAt!);
    return { title: fillMessage(msg.mercadoPagoTrial.authorizedFirstCharge, { fecha }), hint: '' };
  }
  if (s.paymentStatus === 'confirmed') {
    const hint = s.endDate ? fillMessage(t.returnConfirmedHint, { fecha: formatLongDate(s.endDate) }) : '';
    return { title: t.returnConfirmed, hint };
  }
  if (s.paymentStatus === 'failed') return { title: t.returnFailed, hint: t.returnFailedHint };
  return { title: t.returnPending, hint: t.returnPendingHint };
}

/**
 * /dash/mercadopago?ref=<our id>: where Mercado Pago sends the payer back (back_url). It shows the
 * subscription's real state, read again every few seconds until Mercado Pago's webhook decides it.
 */
export function MercadoPagoReturnPage() {
  const [params] = useSearchParams();
  const ref = params.get('ref') ?? '';
  const queryClient = useQueryClient();
  const query = useMySubscriptions({
    pollMs: (data) => (waiting(data?.find((s) => s._id === ref)) ? POLL_MS : false),
  });
  const subscription = query.data?.find((s) => s._id === ref);
  const decided = subscription !== undefined && !waiting(subscription);

  // Decided: the provider's notice (trial over, fee overdue) is read again.
  useEffect(() => {
    if (decided) void queryClient.invalidateQueries({ queryKey: subscriptionKeys.statuses });
  }, [decided, queryClient]);

  let body: React.ReactNode;
  if (query.isPending) body = <Spinner label="Cargando suscripción..." />;
  else if (query.isError) body = <QueryError query={query} />;
  else if (!subscription) body = <p>{t.returnUnknown}</p>;
  else {
    const { title, hint } = stateText(subscription);
    body = (
      <div role="status" className="flex flex-col gap-2">
        <p className="flex flex-wrap items-center gap-3">
          <span className="text-xl font-bold text-ink">{title}</span>
          {/* "Confirmado" before anything was charged would say too much. */}
          {!beforeFirstCharge(subscription) && <StatusBadge status={subscription.paymentStatus} />}
        </p>
        <p className="text-muted">
          {planName(subscription.subscriptionPlan)} · {t.methodMercadoPago}
        </p>
        {hint && <p>{hint}</p>}
        {waiting(subscription) && <Spinner label={t.returnPending} />}
      </div>
    );
  }

  return (
    <section className="flex flex-col gap-6">
      <PageTitle text={t.returnTitle} />
      <div className="flex min-w-0 flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
        {body}
        <Link
          to="/dash/licenseTypes"
          className="inline-flex min-h-11 items-center self-start font-semibold text-brand-800 underline"
        >
          {t.backToPlans}
        </Link>
      </div>
    </section>
  );
}
