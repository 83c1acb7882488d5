import type { ReportedConversation } from '@servihogar/shared/conversations';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { QueryError } from '@/components/list-states.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useReportedConversation } from '../api/reported.ts';
import { HideDialog } from './hide-dialog.tsx';
import { MessagePhoto } from './message-photo.tsx';
import { messageTime } from './message-time.ts';

type AdminMessage = ReportedConversation['mensajes'][number];

function AdminMessageItem({ m, onHide }: { m: AdminMessage; onHide: () => void }) {
  const reported = m.reports.length > 0;
  return (
    <li
      className={clsx(
        'flex flex-col gap-1 rounded-lg p-3 ring-1',
        reported ? 'bg-red-50 ring-red-200' : 'ring-stone-200',
      )}
    >
      <p className="text-xs text-muted">
        <span className="font-semibold text-ink">{m.autor}</span> (
        {m.party === 'client' ? 'cliente' : 'profesional'}) ·{' '}
        <time dateTime={m.createdAt}>{messageTime(m.createdAt)}</time>
      </p>
      {m.texto && <p className="break-words whitespace-pre-wrap">{m.texto}</p>}
      {m.foto && <MessagePhoto path={m.foto} author={m.autor} />}
      {m.reports.map((r) => (
        <p key={r.createdAt} className="text-sm text-red-900">
          {msg.conversations.adminReports}: {r.reason}
        </p>
      ))}
      {m.hiddenReason !== null ? (
        <p className="text-sm font-semibold text-muted">
          {fillMessage(msg.conversations.hidden_admin, { motivo: m.hiddenReason })}
        </p>
      ) : (
        <Button variant="secondary" className="self-start" onClick={onHide}>
          {msg.conversations.hide}
        </Button>
      )}
    </li>
  );
}

/** A reported conversation whole, for an admin: the reports beside their messages, and "Ocultar mensaje". */
export function ReportedConversationView({ solicitudId }: { solicitudId: string }) {
  const query = useReportedConversation(solicitudId);
  const [hiding, setHiding] = useState<AdminMessage | null>(null);
  if (query.isPending) return <Spinner label="Cargando mensajes..." />;
  if (query.isError) return <QueryError query={query} message={msg.conversations.loadFailed} withDetail />;
  return (
    <>
      <ol aria-label={msg.conversations.title} className="flex flex-col gap-2">
        {query.data.mensajes.map((m) => (
          <AdminMessageItem key={m._id} m={m} onHide={() => setHiding(m)} />
        ))}
      </ol>
      {hiding && <HideDialog mensajeId={hiding._id} quote={hiding.texto} onClose={() => setHiding(null)} />}
    </>
  );
}
