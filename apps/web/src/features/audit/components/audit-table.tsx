import type { AuditEntry } from '@servihogar/shared/audit';
import { actionLabel, describeDetails, formatWhen } from '../describe-entry.ts';

const HEAD = 'px-3 py-3 text-sm font-semibold text-muted';
// Under 730 px each row becomes a card and each cell shows its column name (data-label).
const CELL =
  'flex justify-between gap-4 py-1 text-right before:shrink-0 before:font-semibold before:text-muted before:content-[attr(data-label)] nav:table-cell nav:px-3 nav:py-3 nav:text-left nav:align-top nav:before:content-none';

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="nav:overflow-x-auto nav:rounded-2xl nav:bg-white nav:ring-1 nav:ring-stone-200">
      <table className="block w-full nav:table">
        <thead className="sr-only nav:not-sr-only nav:table-header-group nav:bg-stone-50 nav:text-left">
          <tr>
            <th className={HEAD}>Fecha</th>
            <th className={HEAD}>Acción</th>
            <th className={HEAD}>Realizada por</th>
            <th className={HEAD}>Sobre</th>
            <th className={HEAD}>Detalles</th>
          </tr>
        </thead>
        <tbody className="flex flex-col gap-3 nav:table-row-group">
          {entries.map((e) => (
            <tr
              key={e._id}
              className="block rounded-2xl bg-white p-4 ring-1 ring-stone-200 nav:table-row nav:rounded-none nav:p-0 nav:ring-0 nav:[&:not(:last-child)]:border-b nav:border-stone-200"
            >
              <td data-label="Fecha" className={`${CELL} whitespace-nowrap`}>
                <time dateTime={e.createdAt}>{formatWhen(e.createdAt)}</time>
              </td>
              <td data-label="Acción" className={`${CELL} font-semibold text-ink`}>
                {actionLabel(e.action)}
              </td>
              <td data-label="Realizada por" className={`${CELL} break-all`}>
                {e.actor ? `${e.actor.nombre} ${e.actor.apellido} (${e.actor.email})` : 'Cuenta eliminada'}
              </td>
              <td data-label="Sobre" className={`${CELL} break-words`}>
                {e.targetLabel ?? '—'}
              </td>
              <td data-label="Detalles" className={`${CELL} break-words`}>
                {describeDetails(e) ?? '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
