import { ConversationPanel } from '@/features/conversations/components/conversation-panel.tsx';
import type { ConversationSlot } from '@/features/solicitudes/components/request-list.tsx';
import { InboxPage } from '@/features/solicitudes/pages/inbox-page.tsx';
import { MySolicitudesPage } from '@/features/solicitudes/pages/my-solicitudes-page.tsx';

// The two lists of solicitudes, each row with its conversation (issue 42: solicitudes + conversations).

const conversation: ConversationSlot = (row) => (
  <ConversationPanel solicitudId={row._id} unread={row.unread} />
);

/** /dash/misSolicitudes. */
export function MySolicitudesRoute() {
  return <MySolicitudesPage conversation={conversation} />;
}

/** /dash/pedidos. */
export function InboxRoute() {
  return <InboxPage conversation={conversation} />;
}
