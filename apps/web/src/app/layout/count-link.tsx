import { NavItemLink } from './nav-item-link.tsx';

/**
 * A header link with a count of what waits behind it: the number next to the label, the link's
 * name saying what it is (`text`); the plain link when nothing waits.
 */
export function CountLink({
  to,
  label,
  count,
  text,
}: {
  to: string;
  label: string;
  count: number;
  text: string;
}) {
  if (count === 0) return <NavItemLink to={to}>{label}</NavItemLink>;
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
