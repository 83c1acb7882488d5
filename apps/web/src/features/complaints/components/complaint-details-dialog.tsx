import type { Complaint, MyComplaint } from '@servihogar/shared/complaints';
import { Modal } from '@/components/modal.tsx';
import { CriticidadBadge, EstadoBadge } from './badges.tsx';
import { ComplaintFacts } from './complaint-facts.tsx';

type Props = { complaint: Complaint | MyComplaint; onClose: () => void };

/** 'Ver detalles completos': every public field, the whole description, and the contact for its author. */
export function ComplaintDetailsDialog({ complaint: c, onClose }: Props) {
  const contacto = 'contacto' in c ? c.contacto : null;
  return (
    <Modal onClose={onClose} title={c.titulo}>
      <div className="mt-3 flex flex-wrap gap-2">
        <CriticidadBadge criticidad={c.criticidad} />
        <EstadoBadge estado={c.estado} />
      </div>
      <ComplaintFacts complaint={c} className="mt-4 gap-x-4 gap-y-2">
        <dt className="font-semibold text-muted">Ticket</dt>
        <dd className="font-mono">{c.ticket_id}</dd>
        <dt className="font-semibold text-muted">Empresa o comercio</dt>
        <dd className="break-words">{c.empresaComercio}</dd>
        {contacto && (
          <>
            <dt className="font-semibold text-muted">Contacto</dt>
            <dd className="break-all">{contacto}</dd>
          </>
        )}
      </ComplaintFacts>
      <h3 className="mt-4 font-semibold text-ink">Descripción</h3>
      <p className="mt-1 whitespace-pre-line break-words text-ink">{c.descripcion}</p>
    </Modal>
  );
}
