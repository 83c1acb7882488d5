import * as msg from '@servihogar/shared/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button.tsx';
import { EmptyNotice, QueryError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { useReportedConversations } from '../api/reported.ts';
import { messageTime } from '../components/message-time.ts';
import { ReportedConversationView } from '../components/reported-conversation.tsx';

/**
 * /dash/mensajesDenunciados (Admin, issue 42): only the conversations someone reported, latest
 * report first; each opens whole, its messages can be hidden with a reason, and its people banned
 * from "Usuarios registrados" as always.
 */
export function ReportedConversationsPage() {
  const query = useReportedConversations();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageTitle text={msg.conversations.adminTitle} />
      <p className="text-muted">
        Para suspender a una persona, búscala en{' '}
        <Link to="/dash/usersRegistered" className="font-semibold text-brand-800 underline">
          Usuarios registrados
        </Link>
        .
      </p>
      {query.isPending ? (
        <PageSpinner label="Cargando conversaciones..." />
      ) : query.isError ? (
        <QueryError query={query} message={msg.conversations.adminLoadFailed} withDetail />
      ) : query.data.conversaciones.length === 0 ? (
        <EmptyNotice>{msg.conversations.adminEmpty}</EmptyNotice>
      ) : (
        <ul className="flex flex-col gap-4">
          {query.data.conversaciones.map((c) => (
            <li key={c.solicitudId}>
              <article
                aria-label={`Conversación entre ${c.client.nombre} y ${c.professional.nombre}`}
                className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
              >
                <h2 className="text-lg font-bold text-ink">
                  {c.client.nombre} y {c.professional.nombre}
                </h2>
                <p className="text-sm text-muted">
                  {msg.conversations.adminReports}: {c.reports} · última el {messageTime(c.lastReportAt)}
                </p>
                <Button
                  variant="secondary"
                  className="self-start"
                  aria-expanded={open === c.solicitudId}
                  onClick={() => setOpen(open === c.solicitudId ? null : c.solicitudId)}
                >
                  {open === c.solicitudId ? 'Cerrar conversación' : 'Ver conversación'}
                </Button>
                {open === c.solicitudId && <ReportedConversationView solicitudId={c.solicitudId} />}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
