import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { useUnreadMessages } from '@/lib/unread-messages.ts';
import { NavItemLink } from './nav-item-link.tsx';

/**
 * A header link to the person's solicitudes with how many messages wait unread (issue 42): the
 * number next to the label, the link's name saying what it is; nothing when none waits.
 */
export default function UnreadLink({ to, label }: { to: string; label: string }) {
  const count = useUnreadMessages().data?.total ?? 0;
  if (count === 0) return <NavItemLink to={to}>{label}</NavItemLink>;
  const text = fillMessage(msg.conversations.unreadTotal, { n: String(count) });
  return (
    <NavItemLink to={to} ariaLabel={`${label} (${text})`}>
      <span className="flex items-center gap-2">
        {label}
        <span
          aria-hidden="true"
          className="min-w-6 rounded-full bg-red-700 px-1.5 py-0.5 text-center text-xs font-bold text-white"
        >
          {count}
        </span>
      </span>
    </NavItemLink>
  );
}
