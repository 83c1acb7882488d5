import type { AdminComplaint } from '@servihogar/shared/complaints';
import { formatLongDate } from '@servihogar/shared/format';
import { Button } from '../../../components/button.tsx';
import { CardActionsCell, CardCell, CardRow, CardTable } from '../../../components/card-table.tsx';
import { CriticidadBadge, EstadoBadge } from './badges.tsx';

const COLUMNS = ['Ticket', 'Denuncia', 'Ciudad', 'Criticidad', 'Estado', 'Fecha', 'Denunciante'] as const;
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
          <CardCell label="Ticket" className="font-mono text-sm whitespace-nowrap">
            {c.ticket_id}
          </CardCell>
          <CardCell label="Denuncia" className="min-w-0">
            <span className="flex flex-col items-end nav:items-start">
              <span className="font-semibold break-words text-ink">{c.titulo}</span>
              <span className="text-sm break-words text-muted">
                {c.empresaComercio} · {c.categoria}
              </span>
            </span>
          </CardCell>
          <CardCell label="Ciudad">{c.ciudad}</CardCell>
          <CardCell label="Criticidad">
            <CriticidadBadge criticidad={c.criticidad} />
          </CardCell>
          <CardCell label="Estado">
            <EstadoBadge estado={c.estado} />
          </CardCell>
          <CardCell label="Fecha" className="whitespace-nowrap">
            {formatLongDate(c.fechaCarga)}
          </CardCell>
          <CardCell label="Denunciante">
            <span className="flex flex-col items-end break-all nav:items-start">
              <span>{c.denunciante}</span>
              {c.author && <span className="text-sm text-muted">{c.author.email}</span>}
              {c.contacto && <span className="text-sm text-muted">Contacto: {c.contacto}</span>}
            </span>
          </CardCell>
          <CardActionsCell>
            <div className="flex gap-2 nav:justify-end">
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
