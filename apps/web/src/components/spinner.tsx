import { SPINNER_SIZE } from '@servihogar/shared/constants';

type Props = { size?: number; label?: string; className?: string };

/** The turning circle alone, hidden from screen readers (the caller says what is going on). */
export function SpinnerIcon({ size = SPINNER_SIZE, className = 'text-brand-700' }: Omit<Props, 'label'>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 50 50"
      className={`animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite] ${className}`}
      aria-hidden="true"
    >
      <circle cx="25" cy="25" r="20" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="5" />
      <path
        d="M25 5a20 20 0 0 1 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Spinner({ size = SPINNER_SIZE, label = 'Cargando...', className }: Props) {
  return (
    <span role="status" className={className}>
      <SpinnerIcon size={size} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
