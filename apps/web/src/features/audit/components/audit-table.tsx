import type { AuditEntry } from '@servihogar/shared/audit';
import { CardCell, CardRow, CardTable } from '@/components/card-table.tsx';
import { actionLabel, describeDetails, formatWhen } from '../describe-entry.ts';

const COLUMNS = ['Fecha', 'Acción', 'Realizada por', 'Sobre', 'Detalles'] as const;

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <CardTable columns={COLUMNS}>
      {entries.map((e) => (
        <CardRow key={e._id}>
          <CardCell label="Fecha" align="top" className="whitespace-nowrap">
            <time dateTime={e.createdAt}>{formatWhen(e.createdAt)}</time>
          </CardCell>
          <CardCell label="Acción" align="top" className="font-semibold text-ink">
            {actionLabel(e.action)}
          </CardCell>
          <CardCell label="Realizada por" align="top" className="break-all">
            {e.actor ? `${e.actor.nombre} ${e.actor.apellido} (${e.actor.email})` : 'Cuenta eliminada'}
          </CardCell>
          <CardCell label="Sobre" align="top" className="break-words">
            {e.targetLabel ?? '—'}
          </CardCell>
          <CardCell label="Detalles" align="top" className="break-words">
            {describeDetails(e) ?? '—'}
          </CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}
