import * as msg from '@servihogar/shared/messages';
import type { Notification } from '@servihogar/shared/notifications';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useMarkRead } from '../api/notifications.ts';

/** Day, month and time in Tucumán ('20/11, 09:05'). */
const shortDateTime = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'America/Argentina/Tucuman',
});

type Props = {
  notifications: Notification[];
  /** After following one (the bell closes its panel). */
  onOpen?: () => void;
  compact?: boolean;
};

/** Notifications, each a link to its page; following an unread one marks it read. */
export function NotificationList({ notifications, onOpen, compact = false }: Props) {
  const markRead = useMarkRead();
  return (
    <ul className="flex flex-col divide-y divide-stone-200">
      {notifications.map((n) => {
        const unread = n.readAt === null;
        return (
          <li key={n.id}>
            <Link
              to={n.path}
              onClick={() => {
                if (unread) markRead.mutate(n.id);
                onOpen?.();
              }}
              className={clsx(
                'flex gap-3 rounded-lg text-ink no-underline hover:bg-brand-50 focus-visible:bg-brand-50',
                compact ? 'px-3 py-2' : 'px-4 py-3',
                unread && 'bg-brand-50/60',
              )}
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'mt-2 size-2.5 shrink-0 rounded-full',
                  unread ? 'bg-brand-700' : 'bg-transparent',
                )}
              />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className={clsx('break-words', unread ? 'font-bold' : 'font-medium')}>
                  {unread && <span className="sr-only">{msg.notifications.unreadTag}: </span>}
                  {n.title}
                </span>
                <span className="break-words text-sm text-stone-700">{n.body}</span>
                <time dateTime={n.createdAt} className="text-xs text-muted">
                  {shortDateTime.format(new Date(n.createdAt))}
                </time>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
