import { formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { RIGHTS_REQUEST_OUTCOMES } from '@servihogar/shared/subscription-rights';
import { HeadedSection } from '@/components/headed-section.tsx';
import { QueryList } from '@/components/list-states.tsx';
import { useRightsRequests } from '../api/rights-requests.ts';

const t = msg.subscriptionRights;

/** Admins: the 'Botón de arrepentimiento' / 'Botón de baja' pressed without signing in, with their codes. */
export function RightsRequestsList() {
  const query = useRightsRequests();
  const requests = query.data ?? [];
  return (
    <HeadedSection id="rights-requests-title" title={t.requestsTitle}>
      <QueryList
        query={query}
        rows={requests.length}
        loading="Cargando los pedidos..."
        inline
        failed="No se pudieron cargar los pedidos."
        empty={t.requestsEmpty}
      >
        <ul className="grid gap-3 md:grid-cols-2">
          {requests.map((r) => (
            <li
              key={r.code}
              className="flex flex-col gap-1 rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-stone-200"
            >
              <p className="font-mono font-bold text-ink">{r.code}</p>
              <p className="font-semibold">{r.kind === 'baja' ? t.cancelButton : t.withdrawButton}</p>
              <p>
                {r.email} · DNI {r.dni}
              </p>
              <p>{r.professionalName ?? '—'}</p>
              <p className="text-muted">
                {RIGHTS_REQUEST_OUTCOMES[r.outcome]} · {formatLongDate(r.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      </QueryList>
    </HeadedSection>
  );
}
