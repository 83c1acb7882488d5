import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { useAdminWaiting } from '@/lib/admin-waiting.ts';
import { NavItemLink } from './nav-item-link.tsx';
import type { NavWaiting } from './nav-links.ts';

const LABELS: Record<NavWaiting, string> = {
  awaitingAlta: msg.adminWaiting.awaitingAltaLabel,
  pendingProofs: msg.adminWaiting.pendingProofsLabel,
};

/**
 * An admin's header link with how many things wait behind it (issue 48): the number shown next to
 * the label, the link's name saying what they are; nothing when none waits.
 */
export default function WaitingLink({
  to,
  label,
  waiting,
}: {
  to: string;
  label: string;
  waiting: NavWaiting;
}) {
  const count = useAdminWaiting(true).data?.[waiting] ?? 0;
  if (count === 0) return <NavItemLink to={to}>{label}</NavItemLink>;
  const text = fillMessage(LABELS[waiting], { cantidad: String(count) });
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
