import * as msg from '@servihogar/shared/messages';
import { Badge, BadgeIcon } from './badge.tsx';

/** 'Trabajo registrado' (issue 32): the professional prefers registered work; nothing otherwise. */
export function RegisteredWorkBadge({ show }: { show: boolean | undefined }) {
  if (!show) return null;
  return (
    <Badge tone="amber" icon={<BadgeIcon path="M7 3h8l4 4v14H7z M9 12h8 M9 16h6" strokeWidth={2.5} />}>
      {msg.payScales.registeredWork}
    </Badge>
  );
}
