import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { useAdminWaiting } from '@/lib/admin-waiting.ts';
import { CountLink } from './count-link.tsx';
import type { NavWaiting } from './nav-links.ts';

const LABELS: Record<NavWaiting, string> = {
  awaitingAlta: msg.adminWaiting.awaitingAltaLabel,
  pendingProofs: msg.adminWaiting.pendingProofsLabel,
};

/**
 * An admin's header link with how many things wait behind it (issue 48).
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
  const text = fillMessage(LABELS[waiting], { cantidad: String(count) });
  return <CountLink to={to} label={label} count={count} text={text} />;
}
