import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { Avatar } from '@/components/avatar.tsx';
import type { NavAccount, NavCount, NavItem } from './nav-links.ts';

type Props = {
  items: NavItem[];
  onSignOut: () => void;
  vertical?: boolean;
  account?: NavAccount | undefined;
};

/** 'Mi Perfil' with the account's round photo and, under it, the name (both follow profile edits). */
function ProfileLabel({ label, account }: { label: string; account: NavAccount }) {
  return (
    <span className="flex items-center gap-2">
      <Avatar src={account.photo} name={account.name} className="size-8 text-xs" />
      <span className="flex flex-col leading-tight">
        <span>{label}</span>
        {account.name && <span className="text-xs font-normal text-muted">{account.name}</span>}
      </span>
    </span>
  );
}

/** A link's label with how many things wait behind it (shown; the link's aria-label reads it in words). */
function WaitingLabel({ label, waiting }: { label: string; waiting: NavCount }) {
  return (
    <span className="flex items-center gap-2">
      {label}
      <span
        aria-hidden="true"
        className="min-w-6 rounded-full bg-red-700 px-1.5 py-0.5 text-center text-xs font-bold text-white no-underline"
      >
        {waiting.count}
      </span>
    </span>
  );
}

const ITEM =
  'flex min-h-11 w-full items-center rounded-lg px-3 font-semibold no-underline transition-colors hover:bg-brand-50';

export function NavList({ items, onSignOut, vertical = false, account }: Props) {
  return (
    <ul className={clsx('flex gap-1', vertical ? 'flex-col' : 'items-center')}>
      {items.map((item) => (
        <li key={item.label}>
          {'to' in item ? (
            <NavLink
              to={item.to}
              aria-label={item.waiting ? `${item.label} (${item.waiting.text})` : undefined}
              className={({ isActive }) => clsx(ITEM, isActive ? 'text-brand-800 underline' : 'text-ink')}
            >
              {item.profile && account ? (
                <ProfileLabel label={item.label} account={account} />
              ) : item.waiting ? (
                <WaitingLabel label={item.label} waiting={item.waiting} />
              ) : (
                item.label
              )}
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
