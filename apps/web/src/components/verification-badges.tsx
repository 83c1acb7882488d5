import * as msg from '@servihogar/shared/messages';

type Props = { identidadVerificada?: boolean; matriculado?: boolean; className?: string };

function Check() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      aria-hidden="true"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/** 'Identidad verificada' / 'Matriculado': approved verification documents (issue 16); nothing otherwise. */
export function VerificationBadges({ identidadVerificada, matriculado, className = '' }: Props) {
  if (!identidadVerificada && !matriculado) return null;
  const badge = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1';
  return (
    <ul aria-label="Verificaciones" className={`flex flex-wrap gap-1.5 ${className}`}>
      {identidadVerificada && (
        <li className={`${badge} bg-emerald-50 text-emerald-900 ring-emerald-300`}>
          <Check />
          {msg.verification.identityBadge}
        </li>
      )}
      {matriculado && (
        <li className={`${badge} bg-sky-50 text-sky-900 ring-sky-300`}>
          <Check />
          {msg.verification.licenseBadge}
        </li>
      )}
    </ul>
  );
}
