import { formatPesos, RATE_UNIT_LABELS, RESULTS_COUNT_MAX } from '@servihogar/shared/finding';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import type { RemovableFilter } from '@servihogar/shared/professionals';
import { Button } from '@/components/button.tsx';
import { type Filters, type PageFilter, withoutFilter } from './filters.ts';

/** A filter as its control names it. */
function labelOf(filtro: PageFilter, f: Filters): string {
  switch (filtro) {
    case 'verificados':
      return msg.verification.onlyVerified;
    case 'calificacionMin':
      return msg.finding.fourStars;
    case 'respondeRapido':
      return msg.finding.fastResponse;
    case 'trabajoRegistrado':
      return msg.payScales.registeredWork;
    case 'tarifaMax':
      return `Hasta ${formatPesos(f.tarifaMax ?? 0)} ${RATE_UNIT_LABELS[f.tarifaPor].toLowerCase()}`;
    case 'fecha':
      return `${msg.workCalendar.availableOnLabel} ${f.fecha.split('-').reverse().join('/')}`;
    case 'opciones':
      return `${msg.finding.options}: ${f.opciones.map((flag) => msg.serviceFlags[flag]).join(', ')}`;
  }
}

type Props = {
  filters: Filters;
  /** The API's `sinFiltro`: how many each filter's removal gives. */
  counts: { filtro: RemovableFilter; total: number }[];
  onChange: (next: Filters) => void;
};

/**
 * When the filters together leave no one (issue 44 item 5): which filter emptied the list, with
 * the count each one's removal gives; one tap removes it.
 */
export function EmptiedBy({ filters, counts, onChange }: Props) {
  // 'dia' is the API's alone: the page has no such control.
  const removable = counts.flatMap(({ filtro, total }) =>
    filtro === 'dia' ? [] : [{ filtro, total, next: withoutFilter(filters, filtro) }],
  );
  if (removable.length === 0) return null;
  return (
    <>
      <p className="font-semibold text-ink">{msg.finding.emptiedBy}</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {removable.map(({ filtro, total, next }) => (
          <li key={filtro}>
            <Button variant="secondary" onClick={() => onChange(next)} disabled={total === 0}>
              {fillMessage(msg.finding.withoutFilter, {
                filtro: labelOf(filtro, filters),
                total: total > RESULTS_COUNT_MAX ? `más de ${RESULTS_COUNT_MAX}` : String(total),
              })}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
