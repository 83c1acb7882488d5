import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import type { AdminGuaranteeClaim } from '@servihogar/shared/guarantee';
import * as msg from '@servihogar/shared/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminQueue } from '@/components/admin-queue.tsx';
import { Button } from '@/components/button.tsx';
import { CountdownBadge } from '@/components/countdown-badge.tsx';
import { useClaimQueue } from '../api/guarantee.ts';
import { DecideDialog } from '../components/claim-dialogs.tsx';
import { ClaimSummary, dayLabel } from '../components/claim-summary.tsx';

const g = msg.guarantee;

function QueueCard({ claim, onDecide }: { claim: AdminGuaranteeClaim; onDecide: () => void }) {
  const open = claim.estado !== 'decidido';
  return (
    <li
      aria-label={claim.codigo}
      className={`flex flex-col gap-2 rounded-2xl p-4 text-sm shadow-sm ${claim.overdue ? 'bg-red-50 ring-2 ring-red-600' : 'bg-white ring-1 ring-stone-200'}`}
    >
      {open && (
        <div className="flex flex-wrap items-center gap-2">
          <CountdownBadge request={claim} />
          <span className="text-muted">
            {fillMessage(msg.dataRightsRequests.dueOn, { fecha: dayLabel(claim.decisionHasta) })}
          </span>
        </div>
      )}
      <p>
        {claim.cliente} →{' '}
        <Link className="font-semibold underline" to={`/dash/professionals/details/${claim.profesional._id}`}>
          {claim.profesional.nombre}
        </Link>{' '}
        · {formatLongDate(claim.createdAt)}
      </p>
      <ClaimSummary claim={claim}>
        {open && (
          <div>
            <Button onClick={onDecide}>{g.decide}</Button>
          </div>
        )}
      </ClaimSummary>
    </li>
  );
}

/** /dash/garantias (Admin, issue 45): guarantee claims, counting down the days left to decide. */
export function GuaranteeQueuePage() {
  const query = useClaimQueue();
  const [deciding, setDeciding] = useState<AdminGuaranteeClaim | null>(null);
  const claims = query.data?.claims ?? [];
  return (
    <>
      <AdminQueue texts={g} query={query} rows={claims.length} loading="Cargando los reclamos...">
        <ul className="grid gap-3 md:grid-cols-2">
          {claims.map((claim) => (
            <QueueCard key={claim.codigo} claim={claim} onDecide={() => setDeciding(claim)} />
          ))}
        </ul>
      </AdminQueue>
      {deciding && <DecideDialog claim={deciding} onClose={() => setDeciding(null)} />}
    </>
  );
}
