import { dayNoon } from '@servihogar/shared/calendar';
import {
  DATA_RIGHTS_KINDS,
  DATA_RIGHTS_STATUSES,
  type DataRightsRequest,
  type DataRightsResolution,
} from '@servihogar/shared/data-rights-requests';
import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { useState } from 'react';
import { AdminQueue } from '@/components/admin-queue.tsx';
import { Button } from '@/components/button.tsx';
import { CountdownBadge } from '@/components/countdown-badge.tsx';
import { MoreButton } from '@/components/list-states.tsx';
import { notify } from '@/lib/notify.ts';
import { useDataRightsRequests } from '../api/data-rights-queue.ts';
import { useResolveDataRightsRequest } from '../api/data-rights-requests.ts';
import { ResolveDialog } from '../components/resolve-dialog.tsx';

const t = msg.dataRightsRequests;
/** A due day (`YYYY-MM-DD` of Argentina) read at its noon, so no zone moves it. */
const dayLabel = (day: string) => formatLongDate(dayNoon(day));

type Resolving = { request: DataRightsRequest; status: DataRightsResolution['status'] } | null;

function RequestCard({
  request,
  onResolve,
}: {
  request: DataRightsRequest;
  onResolve: (r: Resolving) => void;
}) {
  const pending = request.status === 'pendiente';
  return (
    <li
      className={`flex flex-col gap-2 rounded-2xl p-4 text-sm shadow-sm ${request.overdue ? 'bg-red-50 ring-2 ring-red-600' : 'bg-white ring-1 ring-stone-200'}`}
      aria-label={request.code}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono font-bold text-ink">{request.code}</p>
        {pending ? (
          <CountdownBadge request={request} />
        ) : (
          <span className="rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-800">
            {DATA_RIGHTS_STATUSES[request.status]}
          </span>
        )}
      </div>
      <p className="font-semibold">{DATA_RIGHTS_KINDS[request.kind]}</p>
      <p className="break-words">
        {request.nombre} · {request.email}
      </p>
      <p className="whitespace-pre-line break-words rounded-lg bg-stone-50 p-2">{request.detalle}</p>
      <p className="text-muted">
        {fillMessage(t.filedOn, { fecha: formatLongDate(request.filedAt) })} ·{' '}
        {fillMessage(t.dueOn, { fecha: dayLabel(request.dueOn) })} ·{' '}
        {request.channel === 'soporte' ? t.channelSupport : t.channelPrivacy}
      </p>
      {request.resolutionNote && <p className="rounded-lg bg-brand-50 p-2">{request.resolutionNote}</p>}
      {pending && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => onResolve({ request, status: 'respondida' })}>{t.answer}</Button>
          <Button variant="secondary" onClick={() => onResolve({ request, status: 'rechazada' })}>
            {msg.subscriptionsAdmin.reject}
          </Button>
        </div>
      )}
    </li>
  );
}

/** /dash/derechosDatos (Admin, issue 32): requests about personal data, counting down their deadline. */
export function DataRightsQueuePage() {
  const [pages, setPages] = useState(1);
  const query = useDataRightsRequests(pages);
  const resolve = useResolveDataRightsRequest();
  const [resolving, setResolving] = useState<Resolving>(null);
  const requests = query.data?.requests ?? [];
  const more = { isFetchingNextPage: query.isPlaceholderData, fetchNextPage: () => setPages(pages + 1) };

  return (
    <>
      <AdminQueue texts={t} query={query} rows={requests.length} loading="Cargando los pedidos...">
        <ul className="grid gap-3 md:grid-cols-2">
          {requests.map((request) => (
            <RequestCard key={request.code} request={request} onResolve={setResolving} />
          ))}
        </ul>
        {query.data?.next != null && <MoreButton query={more}>{t.loadMore}</MoreButton>}
      </AdminQueue>
      {resolving && (
        <ResolveDialog
          request={resolving.request}
          status={resolving.status}
          onClose={() => setResolving(null)}
          onResolve={async (resolution) => {
            await resolve.mutateAsync({ code: resolving.request.code, resolution });
            notify.success(t.resolved);
            setResolving(null);
          }}
        />
      )}
    </>
  );
}
