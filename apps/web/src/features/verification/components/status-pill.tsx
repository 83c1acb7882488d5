import * as msg from '@servihogar/shared/messages';
import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from '@servihogar/shared/verification';

const TONE: Record<DocumentStatus | 'none', string> = {
  none: 'bg-stone-100 text-stone-800 ring-stone-300',
  pendiente: 'bg-amber-50 text-amber-900 ring-amber-300',
  aprobado: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  rechazado: 'bg-red-50 text-red-900 ring-red-300',
};

/** A document's review state; 'Sin enviar' when there is none. */
export function StatusPill({ status }: { status: DocumentStatus | undefined }) {
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 ${TONE[status ?? 'none']}`}
    >
      {status ? DOCUMENT_STATUS_LABELS[status] : msg.verification.notSent}
    </span>
  );
}
