import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

export const ITEM =
  'flex min-h-11 w-full items-center rounded-lg px-3 font-semibold no-underline transition-colors hover:bg-brand-50';

/** A header link; `ariaLabel` when its text alone does not say it all (a count next to it). */
export function NavItemLink({
  to,
  ariaLabel,
  children,
}: {
  to: string;
  ariaLabel?: string;
  children: ReactNode;
}) {
  return (
    <NavLink
      to={to}
      aria-label={ariaLabel}
      className={({ isActive }) => clsx(ITEM, isActive ? 'text-brand-800 underline' : 'text-ink')}
    >
      {children}
    </NavLink>
  );
}
