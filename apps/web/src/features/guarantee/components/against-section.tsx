import { formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { Link } from 'react-router';
import { HeadedSection } from '@/components/headed-section.tsx';
import { QueryList } from '@/components/list-states.tsx';
import { useClaimQueue } from '../api/guarantee.ts';

const g = msg.guarantee;

/** The professionals admin, beside the no-shows: guarantee claims decided for the client (issue 45). */
export function ClaimsAgainstSection() {
  const query = useClaimQueue('cliente');
  const claims = query.data?.claims ?? [];
  return (
    <HeadedSection id="claims-against-title" title={g.againstTitle}>
      <QueryList
        query={query}
        rows={claims.length}
        inline
        loading="Cargando los reclamos..."
        failed={g.queueFailed}
        empty={g.againstEmpty}
      >
        <ul className="flex flex-col gap-2">
          {claims.map((c) => (
            <li key={c.codigo} className="flex flex-col gap-1 rounded-xl bg-white p-4 ring-1 ring-stone-200">
              <p>
                <Link to={`/dash/professionals/details/${c.profesional._id}`} className="font-semibold">
                  {c.profesional.nombre}
                </Link>{' '}
                · <span className="font-mono">{c.codigo}</span> · {c.cliente} ·{' '}
                {c.decididoAt && <time dateTime={c.decididoAt}>{formatLongDate(c.decididoAt)}</time>}
              </p>
              <p className="text-sm break-words text-stone-700">{c.resultado}</p>
            </li>
          ))}
        </ul>
      </QueryList>
    </HeadedSection>
  );
}
