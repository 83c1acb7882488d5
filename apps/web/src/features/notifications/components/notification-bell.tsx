import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/button.tsx';
import { QueryError } from '@/components/list-states.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useMarkAllRead, useNotifications, useUnreadCount } from '../api/notifications.ts';
import { BellIcon } from './bell-icon.tsx';
import { NotificationList } from './notification-list.tsx';

const PANEL_SIZE = 8;

/**
 * The header's bell (issue 42): the unread count, and a panel with the latest notifications,
 * "Marcar todo como leído" and the way to all of them. Loaded only for signed-in people.
 */
export default function NotificationBell() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const unread = useUnreadCount().data?.unread ?? 0;
  const list = useNotifications(1, PANEL_SIZE, open);
  const markAll = useMarkAllRead();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const label =
    unread > 0 ? fillMessage(msg.notifications.bellUnread, { n: String(unread) }) : msg.notifications.title;
  const rows = list.data?.notifications ?? [];

  return (
    <div ref={box} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        data-unread={unread}
        onClick={() => setOpen((v) => !v)}
        className="relative inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
      >
        <BellIcon />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <section
        id={panelId}
        hidden={!open}
        aria-label={msg.notifications.panel}
        className="fixed inset-x-2 top-16 z-50 flex max-h-[calc(100dvh-5rem)] flex-col rounded-2xl bg-white shadow-xl ring-1 ring-stone-200 sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-96"
      >
        <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-2">
          <h2 className="text-lg font-bold">{msg.notifications.title}</h2>
          <Button
            variant="ghost"
            className="shrink px-3 text-right text-sm sm:whitespace-nowrap"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {msg.notifications.markAllRead}
          </Button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-1">
          {open && list.isPending && (
            <Spinner label="Cargando notificaciones..." className="flex justify-center p-4" />
          )}
          <QueryError query={list} message={msg.notifications.loadFailed} withDetail />
          {list.isSuccess && rows.length === 0 && (
            <p className="p-4 text-center text-muted">{msg.notifications.empty}</p>
          )}
          {rows.length > 0 && <NotificationList notifications={rows} onOpen={() => setOpen(false)} compact />}
        </div>
        {markAll.isError && (
          <p role="alert" className="px-4 pb-2 text-sm text-red-800">
            {msg.notifications.markAllFailed}
          </p>
        )}
        <Link
          to="/dash/notificaciones"
          className="border-t border-stone-200 px-4 py-3 text-center font-semibold text-brand-800 hover:bg-brand-50"
        >
          {msg.notifications.seeAll}
        </Link>
      </section>
    </div>
  );
}
