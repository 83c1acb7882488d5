import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import type { NavItem } from './nav-links.ts';

type Props = { items: NavItem[]; onSignOut: () => void; vertical?: boolean };

const ITEM =
  'flex min-h-11 w-full items-center rounded-lg px-3 font-semibold no-underline transition-colors hover:bg-brand-50';

export function NavList({ items, onSignOut, vertical = false }: Props) {
  return (
    <ul className={clsx('flex gap-1', vertical ? 'flex-col' : 'items-center')}>
      {items.map((item) => (
        <li key={item.label}>
          {'to' in item ? (
            <NavLink
              to={item.to}
              className={({ isActive }) => clsx(ITEM, isActive ? 'text-brand-800 underline' : 'text-ink')}
            >
              {item.label}
            </NavLink>
          ) : (
            <button type="button" onClick={onSignOut} className={clsx(ITEM, 'text-brand-800')}>
              {item.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
