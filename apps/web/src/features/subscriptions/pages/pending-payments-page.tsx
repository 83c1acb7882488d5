import { PAYMENT_STATUSES, type PaymentStatus } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import type { Subscription } from '@servihogar/shared/subscriptions';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { PageTitle } from '@/components/page-title.tsx';
import { SearchBox } from '@/components/search-box.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { ServerPagedList } from '@/components/server-paged-list.tsx';
import { toastOutcome } from '@/lib/feedback.ts';
import { useListParams } from '@/lib/use-list-params.ts';
import { useSubscriptions } from '../api/get-subscriptions.ts';
import { useMarkRefunded } from '../api/subscription-rights.ts';
import { useUpdateSubscription } from '../api/update-subscription.ts';
import { ProofDialog } from '../components/proof-dialog.tsx';
import { RightsRequestsList } from '../components/rights-requests-list.tsx';
import { SubscriptionsTable } from '../components/subscriptions-table.tsx';
import { STATUS_LABELS } from '../plans.ts';

const t = msg.subscriptionsAdmin;
const STATUS_OPTIONS = PAYMENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
const FILTERS = { estado: PAYMENT_STATUSES };

/**
 * /dash/pendingPayments 'Subscripciones' (admin, product §2): filter, search, approve, reject, remove
 * from view; `extra`: what other features add below (the month's invoices). The server pages, filters and searches; search, estado and page live in the URL (issue 29).
 */
export function PendingPaymentsPage({ extra }: { extra?: ReactNode } = {}) {
  const { search, page, filters, setSearch, setFilter } = useListParams(FILTERS);
  const deferred = useDeferredValue(search.trim());
  const query = useSubscriptions({
    ...(deferred ? { search: deferred } : {}),
    ...(filters.estado ? { paymentStatus: filters.estado as PaymentStatus } : {}),
    page: page + 1,
  });
  const update = useUpdateSubscription();
  const refund = useMarkRefunded();
  // 'Eliminar' only hides the row here (product §2); the subscription stays on the server.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [viewing, setViewing] = useState<Subscription | null>(null);
  const shown = (query.data?.subscriptions ?? []).filter((s) => !removed.has(s._id));

  const decide = (s: Subscription, paymentStatus: 'confirmed' | 'failed') =>
    update.mutate(
      { id: s._id, paymentStatus },
      toastOutcome({ success: (res) => res.message, failure: 'No se pudo actualizar la suscripción.' }),
    );

  const markRefunded = (s: Subscription) =>
    refund.mutate(
      s._id,
      toastOutcome({ success: (res) => res.message, failure: 'No se pudo registrar el reembolso.' }),
    );

  return (
    <section className="flex flex-col gap-5">
      <PageTitle text={t.title} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label={t.filterLabel}
          value={filters.estado}
          onChange={(value) => setFilter('estado', value)}
          options={STATUS_OPTIONS}
          placeholder={t.filterAll}
          className="sm:w-48"
        />
        <SearchBox
          id="subscriptions-search"
          label="Buscar"
          placeholder={t.search}
          value={search}
          onChange={setSearch}
          className="flex-1"
        />
      </div>

      <ServerPagedList
        query={query}
        rows={shown.length}
        noun={['suscripción', 'suscripciones']}
        error={t.empty}
        empty={t.empty}
      >
        <SubscriptionsTable
          subscriptions={shown}
          busyId={
            update.isPending
              ? (update.variables?.id ?? null)
              : refund.isPending
                ? (refund.variables ?? null)
                : null
          }
          onDecide={decide}
          onRemove={(s) => setRemoved((prev) => new Set(prev).add(s._id))}
          onViewProof={setViewing}
          onRefunded={markRefunded}
        />
      </ServerPagedList>
      {viewing && <ProofDialog subscription={viewing} onClose={() => setViewing(null)} />}
      <RightsRequestsList />
      {extra}
    </section>
  );
}
