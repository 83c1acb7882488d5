import { certificateBadgeText } from '@servihogar/shared/badges';
import * as msg from '@servihogar/shared/messages';
import { clsx } from 'clsx';
import { Badge, BadgeIcon, CHECK_PATH } from './badge.tsx';

type Props = {
  identidadVerificada?: boolean;
  matriculado?: boolean;
  /** Issue 45: the criminal-record certificate's issue day while it shows. */
  antecedentes?: { emitido: string } | null;
  /** Issue 45: "Profesional destacado". */
  destacado?: boolean;
  className?: string;
};

const STAR_PATH = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

/**
 * 'Profesional destacado', 'Identidad verificada', 'Matriculado', 'Antecedentes verificados · mes
 * año': what the professional earned (issues 16 and 45); nothing otherwise.
 */
export function VerificationBadges({
  identidadVerificada,
  matriculado,
  antecedentes,
  destacado,
  className,
}: Props) {
  if (!identidadVerificada && !matriculado && !antecedentes && !destacado) return null;
  const check = <BadgeIcon path={CHECK_PATH} />;
  return (
    <ul aria-label="Verificaciones" className={clsx('flex flex-wrap gap-1.5', className)}>
      {destacado && (
        <Badge as="li" tone="amber" icon={<BadgeIcon path={STAR_PATH} strokeWidth={2} />}>
          {msg.badges.featuredBadge}
        </Badge>
      )}
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
      {antecedentes && (
        <Badge as="li" tone="emerald" icon={check}>
          {certificateBadgeText(antecedentes.emitido)}
        </Badge>
      )}
    </ul>
  );
}
