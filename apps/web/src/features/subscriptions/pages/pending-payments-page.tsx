import { PAYMENT_STATUSES } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import type { Subscription } from '@servihogar/shared/subscriptions';
import { useDeferredValue, useState } from 'react';
import { EmptyNotice, QueryError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { SearchBox } from '@/components/search-box.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { toastOutcome } from '@/lib/feedback.ts';
import { useSubscriptions } from '../api/get-subscriptions.ts';
import { useMarkRefunded } from '../api/subscription-rights.ts';
import { useUpdateSubscription } from '../api/update-subscription.ts';
import { ProofDialog } from '../components/proof-dialog.tsx';
import { RightsRequestsList } from '../components/rights-requests-list.tsx';
import { SubscriptionsTable } from '../components/subscriptions-table.tsx';
import { filterSubscriptions, type StatusFilter } from '../filter-subscriptions.ts';
import { STATUS_LABELS } from '../plans.ts';

const t = msg.subscriptionsAdmin;
const STATUS_OPTIONS = PAYMENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** /dash/pendingPayments 'Subscripciones' (admin, product §2): filter, search, approve, reject, remove from view. */
export function PendingPaymentsPage() {
  const query = useSubscriptions();
  const update = useUpdateSubscription();
  const refund = useMarkRefunded();
  const [status, setStatus] = useState<StatusFilter>('');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  // 'Eliminar' only hides the row here (product §2); the subscription stays on the server.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [viewing, setViewing] = useState<Subscription | null>(null);
  const shown = filterSubscriptions(query.data ?? [], { status, search: deferred, removed });

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
          value={status}
          onChange={(value) => setStatus(value as StatusFilter)}
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

      {query.isPending && <PageSpinner label="Cargando suscripciones..." />}
      <QueryError query={query} message={t.empty} />
      {query.isSuccess && shown.length === 0 && <EmptyNotice>{t.empty}</EmptyNotice>}
      {shown.length > 0 && (
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
      )}
      {viewing && <ProofDialog subscription={viewing} onClose={() => setViewing(null)} />}
      <RightsRequestsList />
    </section>
  );
}
