import * as msg from '@servihogar/shared/messages';
import { clsx } from 'clsx';
import { Badge, BadgeIcon, CHECK_PATH } from './badge.tsx';

type Props = { identidadVerificada?: boolean; matriculado?: boolean; className?: string };

/** 'Identidad verificada' / 'Matriculado': approved verification documents (issue 16); nothing otherwise. */
export function VerificationBadges({ identidadVerificada, matriculado, className }: Props) {
  if (!identidadVerificada && !matriculado) return null;
  const check = <BadgeIcon path={CHECK_PATH} />;
  return (
    <ul aria-label="Verificaciones" className={clsx('flex flex-wrap gap-1.5', className)}>
      {identidadVerificada && (
        <Badge as="li" tone="emerald" icon={check}>
          {msg.verification.identityBadge}
        </Badge>
      )}
      {matriculado && (
        <Badge as="li" tone="sky" icon={check}>
          {msg.verification.licenseBadge}
        </Badge>
      )}
    </ul>
  );
}
