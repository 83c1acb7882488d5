import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { LineIcon } from '@/components/line-icon.tsx';
import type { NavAccount, NavItem } from './nav-links.ts';
import { NavList } from './nav-list.tsx';

/** Disclosure menu below 1200 px, where the header's links do not fit beside the search. */
type Props = { items: NavItem[]; onSignOut: () => void; account?: NavAccount | undefined };

export function MobileMenu({ items, onSignOut, account }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="xl:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
      >
        <span className="sr-only">{open ? 'Cerrar menú' : 'Abrir menú'}</span>
        <LineIcon size={26}>
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </LineIcon>
      </button>
      <nav
        id={panelId}
        aria-label="Menú"
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-stone-200 bg-white px-4 py-3 shadow-lg"
      >
        <NavList
          items={items}
          account={account}
          onSignOut={() => {
            setOpen(false);
            onSignOut();
          }}
          vertical
        />
      </nav>
    </div>
  );
}
