import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { useId, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { Conversation } from './conversation.tsx';

type Props = { solicitudId: string; unread: number; open?: boolean };

/** "Mensajes" on a solicitud's row, with its unread count: opens the conversation under it. */
export function ConversationPanel({ solicitudId, unread, open: initiallyOpen = false }: Props) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  const count = fillMessage(msg.conversations.unreadCount, { n: String(unread) });
  return (
    <div className="flex flex-col gap-3 border-t border-stone-200 pt-3">
      <Button
        variant="secondary"
        className="self-start"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? `${msg.conversations.title} (${count})` : msg.conversations.title}
        onClick={() => setOpen(!open)}
      >
        {msg.conversations.title}
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="min-w-6 rounded-full bg-red-700 px-1.5 py-0.5 text-center text-xs font-bold text-white"
          >
            {unread}
          </span>
        )}
      </Button>
      <div id={panelId} hidden={!open}>
        {open && <Conversation solicitudId={solicitudId} />}
      </div>
    </div>
  );
}
