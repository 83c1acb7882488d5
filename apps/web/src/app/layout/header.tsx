import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import type { NavAccount, NavItem } from './nav-links.ts';
import { NavList } from './nav-list.tsx';

type Props = {
  items: NavItem[];
  onSignOut: () => void;
  account?: NavAccount | undefined;
  /** The search box, for signed-in people. */
  search?: ReactNode;
  /** The notification bell, for signed-in people (issue 42). */
  bell?: ReactNode;
};

export function Header({ items, onSignOut, account, search, bell }: Props) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-stone-200 bg-white/95 shadow-sm backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4 sm:gap-3">
        <Link
          to="/"
          className="flex min-h-11 items-center gap-2 rounded-lg no-underline"
          aria-label="ServiHogar, inicio"
        >
          <LogoMark className="hidden nav:block" />
          <span className="text-xl font-extrabold tracking-tight text-ink">
            Servi<span className="text-brand-700">Hogar</span>
          </span>
        </Link>
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-900 uppercase ring-1 ring-amber-300">
          Beta
        </span>
        {search}
        {/* The full list from 1200 px: a client's five links and the search do not fit narrower (issue 48). */}
        <div className="ml-auto flex items-center sm:gap-1">
          <nav aria-label="Principal" className="hidden xl:block">
            <NavList items={items} onSignOut={onSignOut} account={account} />
          </nav>
          {bell}
          <MobileMenu items={items} onSignOut={onSignOut} account={account} />
        </div>
      </div>
    </header>
  );
}
