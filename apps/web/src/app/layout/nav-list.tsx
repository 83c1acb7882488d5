import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { Avatar } from '@/components/avatar.tsx';
import type { NavAccount, NavItem } from './nav-links.ts';

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
              className={({ isActive }) => clsx(ITEM, isActive ? 'text-brand-800 underline' : 'text-ink')}
            >
              {item.profile && account ? <ProfileLabel label={item.label} account={account} /> : item.label}
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
