import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { useUnreadMessages } from '@/lib/unread-messages.ts';
import { CountLink } from './count-link.tsx';

/** A header link to the person's solicitudes with how many messages wait unread (issue 42). */
export default function UnreadLink({ to, label }: { to: string; label: string }) {
  const count = useUnreadMessages().data?.total ?? 0;
  const text = fillMessage(msg.conversations.unreadTotal, { n: String(count) });
  return <CountLink to={to} label={label} count={count} text={text} />;
}
