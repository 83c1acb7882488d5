import { clsx } from 'clsx';
import { lazy, Suspense } from 'react';
import { Avatar } from '@/components/avatar.tsx';
import { ITEM, NavItemLink } from './nav-item-link.tsx';
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

// Only admins see counts (issue 48): their code is loaded for them alone.
const WaitingLink = lazy(() => import('./waiting-link.tsx'));
// Only signed-in people with solicitudes see their unread messages (issue 42).
const UnreadLink = lazy(() => import('./unread-link.tsx'));

export function NavList({ items, onSignOut, vertical = false, account }: Props) {
  return (
    <ul className={clsx('flex gap-1', vertical ? 'flex-col' : 'items-center')}>
      {items.map((item) => (
        <li key={item.label}>
          {'to' in item && item.waiting ? (
            <Suspense fallback={<NavItemLink to={item.to}>{item.label}</NavItemLink>}>
              <WaitingLink to={item.to} label={item.label} waiting={item.waiting} />
            </Suspense>
          ) : 'to' in item && item.unread ? (
            <Suspense fallback={<NavItemLink to={item.to}>{item.label}</NavItemLink>}>
              <UnreadLink to={item.to} label={item.label} />
            </Suspense>
          ) : 'to' in item ? (
            <NavItemLink to={item.to}>
              {item.profile && account ? <ProfileLabel label={item.label} account={account} /> : item.label}
            </NavItemLink>
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
