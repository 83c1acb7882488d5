import type { MySolicitud } from '@servihogar/shared/solicitudes';
import { ConversationPanel } from '@/features/conversations/components/conversation-panel.tsx';
import { ClientClaims } from '@/features/guarantee/components/client-claims.tsx';
import { ProfessionalClaims } from '@/features/guarantee/components/professional-claims.tsx';
import type { ConversationSlot } from '@/features/solicitudes/components/request-list.tsx';
import { InboxPage } from '@/features/solicitudes/pages/inbox-page.tsx';
import { MySolicitudesPage } from '@/features/solicitudes/pages/my-solicitudes-page.tsx';

// The two lists of solicitudes, each row with its guarantee claims (issue 45) and its conversation
// (issue 42): solicitudes + guarantee + conversations.

const conversation: ConversationSlot = (row) => (
  <ConversationPanel solicitudId={row._id} unread={row.unread} />
);

const clientRow = (row: MySolicitud) => (
  <>
    <ClientClaims solicitud={row} />
    {conversation(row)}
  </>
);

const professionalRow: ConversationSlot = (row) => (
  <>
    <ProfessionalClaims solicitudId={row._id} />
    {conversation(row)}
  </>
);

/** /dash/misSolicitudes. */
export function MySolicitudesRoute() {
  return <MySolicitudesPage conversation={clientRow} />;
}

/** /dash/pedidos. */
export function InboxRoute() {
  return <InboxPage conversation={professionalRow} />;
}
