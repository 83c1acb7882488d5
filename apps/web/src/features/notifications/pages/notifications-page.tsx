import * as msg from '@servihogar/shared/messages';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { QueryList } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { Pager } from '@/components/pager.tsx';
import { failureText } from '@/lib/feedback.ts';
import { useMarkAllRead, useNotifications } from '../api/notifications.ts';
import { NotificationList } from '../components/notification-list.tsx';

const PAGE_SIZE = 20;

/** /dash/notificaciones: every notification of the signed-in person, unread first. */
export function NotificationsPage() {
  const [page, setPage] = useState(0);
  const query = useNotifications(page + 1, PAGE_SIZE);
  const markAll = useMarkAllRead();
  const data = query.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle text={msg.notifications.title} />
        <Button
          variant="secondary"
          disabled={!data || data.unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {msg.notifications.markAllRead}
        </Button>
      </div>
      {markAll.isError && (
        <p role="alert" className="text-red-800">
          {failureText(markAll.error, msg.notifications.markAllFailed)}
        </p>
      )}
      <QueryList
        query={query}
        rows={data?.notifications.length ?? 0}
        loading="Cargando notificaciones..."
        failed={msg.notifications.loadFailed}
        empty={msg.notifications.empty}
      >
        <div className="rounded-2xl bg-white p-2 shadow-sm ring-1 ring-stone-200">
          <NotificationList notifications={data?.notifications ?? []} />
        </div>
      </QueryList>
      <Pager
        label="Páginas de notificaciones"
        page={page}
        hasNext={!!pageCount && page + 1 < pageCount}
        busy={query.isFetching}
        onPage={setPage}
        pageCount={pageCount}
      />
    </div>
  );
}
