import type { AdminComplaint } from '@servihogar/shared/complaints';
import { formatLongDate } from '@servihogar/shared/format';
import { Button } from '@/components/button.tsx';
import { CardActionsCell, CardCell, CardRow, CardTable } from '@/components/card-table.tsx';
import { CriticidadBadge, EstadoBadge } from './badges.tsx';

const COLUMNS = ['Denuncia', 'Ciudad', 'Estado', 'Fecha', 'Denunciante'] as const;
const SMALL = 'min-h-10 px-3 py-1 text-sm';

type Props = {
  complaints: AdminComplaint[];
  onEdit: (c: AdminComplaint) => void;
  onDelete: (c: AdminComplaint) => void;
};

/** /dash/consumerComplaintsManagement: every complaint with its author (even anonymous ones). */
export function ComplaintsTable({ complaints, onEdit, onDelete }: Props) {
  return (
    <CardTable columns={COLUMNS} actions>
      {complaints.map((c) => (
        <CardRow key={c._id}>
          <CardCell label="Denuncia" align="top" className="min-w-0 nav:min-w-56">
            <span className="flex flex-col items-end nav:items-start">
              <span className="font-mono text-sm text-muted">{c.ticket_id}</span>
              <span className="font-semibold break-words text-ink">{c.titulo}</span>
              <span className="text-sm break-words text-muted">
                {c.empresaComercio} · {c.categoria}
              </span>
            </span>
          </CardCell>
          <CardCell label="Ciudad" align="top">
            {c.ciudad}
          </CardCell>
          <CardCell label="Estado" align="top">
            <span className="flex flex-col items-end gap-1 nav:items-start">
              <EstadoBadge estado={c.estado} />
              <CriticidadBadge criticidad={c.criticidad} />
            </span>
          </CardCell>
          <CardCell label="Fecha" align="top">
            {formatLongDate(c.fechaCarga)}
          </CardCell>
          <CardCell label="Denunciante" align="top" className="min-w-0">
            <span className="flex flex-col items-end [overflow-wrap:anywhere] nav:items-start">
              <span>{c.denunciante}</span>
              {c.author && <span className="text-sm text-muted">{c.author.email}</span>}
              {c.contacto && <span className="text-sm text-muted">Contacto: {c.contacto}</span>}
            </span>
          </CardCell>
          <CardActionsCell>
            <div className="flex gap-2 nav:flex-col nav:items-stretch">
              <Button
                variant="secondary"
                className={SMALL}
                onClick={() => onEdit(c)}
                aria-label={`Editar ${c.ticket_id}`}
              >
                Editar
              </Button>
              <Button
                variant="ghost"
                className={`${SMALL} text-red-800 hover:bg-red-50`}
                onClick={() => onDelete(c)}
                aria-label={`Eliminar ${c.ticket_id}`}
              >
                Eliminar
              </Button>
            </div>
          </CardActionsCell>
        </CardRow>
      ))}
    </CardTable>
  );
}
