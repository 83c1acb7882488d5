import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An underlined link with a 44 px touch target, e.g. a profile's 'Mis solicitudes'. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
      {children}
    </Link>
  );
}
