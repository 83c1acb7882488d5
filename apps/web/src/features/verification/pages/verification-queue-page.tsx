import { formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_STATUSES,
  type DocumentDecision,
  type DocumentStatus,
  type QueueItem,
} from '@servihogar/shared/verification';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { ServerPagedList } from '@/components/server-paged-list.tsx';
import { failureText } from '@/lib/feedback.ts';
import { useListParams } from '@/lib/use-list-params.ts';
import { useDecideDocument, useReviewQueue } from '../api/verification.ts';
import { DecisionDialog } from '../components/decision-dialog.tsx';
import { DocumentDialog } from '../components/document-dialog.tsx';
import { StatusPill } from '../components/status-pill.tsx';

type Result = { tone: 'success' | 'error'; message: string };
type Deciding = { item: QueueItem; estado: DocumentDecision['estado'] };

const FILTERS = { estado: DOCUMENT_STATUSES };

/**
 * /dash/verificaciones (Admin): DNI, matrícula and criminal-record certificate documents to review, oldest first; the server pages
 * them and the estado and page live in the URL (issue 29).
 */
export function VerificationQueuePage() {
  const { page, filters, setFilter } = useListParams(FILTERS);
  const estado = (filters.estado || 'pendiente') as DocumentStatus;
  const query = useReviewQueue(estado, page + 1);
  const documents = query.data?.documents ?? [];
  const decide = useDecideDocument();
  const [viewing, setViewing] = useState<QueueItem | null>(null);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const send = async (item: QueueItem, decision: DocumentDecision) => {
    setResult(null);
    try {
      const res = await decide.mutateAsync({ id: item._id, ...decision });
      setResult({ tone: 'success', message: res.message });
      setDeciding(null);
    } catch (error) {
      setResult({ tone: 'error', message: failureText(error, msg.api.internal, 'server') });
    }
  };

  return (
    <section className="flex flex-col gap-5">
      <PageTitle text={msg.verification.queueTitle} />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Estado</legend>
        {DOCUMENT_STATUSES.map((s) => (
          <Button
            key={s}
            variant={s === estado ? 'primary' : 'secondary'}
            aria-pressed={s === estado}
            onClick={() => setFilter('estado', s)}
            className="flex-1 sm:flex-none"
          >
            {DOCUMENT_STATUS_LABELS[s]}
          </Button>
        ))}
      </fieldset>
      <FormAlert message={result?.message ?? null} tone={result?.tone} />
      <ServerPagedList
        query={query}
        rows={documents.length}
        noun={['documento', 'documentos']}
        empty={msg.verification.queueEmpty}
      >
        <ul aria-label={msg.verification.queueTitle} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {documents.map((item) => {
            const name = `${item.professional.nombre} ${item.professional.apellido}`;
            return (
              <li
                key={item._id}
                aria-label={`${DOCUMENT_KIND_LABELS[item.kind]} de ${name}`}
                className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-bold break-words text-ink">{name}</p>
                    <p className="text-sm text-muted">
                      DNI {item.professional.dni} · {item.professional.email}
                    </p>
                  </div>
                  <StatusPill status={item.status} />
                </div>
                <p className="text-sm text-stone-700">
                  {DOCUMENT_KIND_LABELS[item.kind]} · enviado el {formatLongDate(item.createdAt)}
                </p>
                {item.emitidoEl && (
                  <p className="text-sm text-stone-700">
                    {msg.badges.issuedOnLabel}: {formatLongDate(`${item.emitidoEl}T12:00:00-03:00`)}
                  </p>
                )}
                {item.motivo && (
                  <p className="text-sm text-red-900">
                    {msg.verification.reasonLabel}: {item.motivo}
                  </p>
                )}
                <div className="mt-auto flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => setViewing(item)}>
                    {msg.verification.view}
                  </Button>
                  {item.status === 'pendiente' && (
                    <>
                      <Button
                        disabled={decide.isPending}
                        onClick={() =>
                          item.kind === 'antecedentes'
                            ? setDeciding({ item, estado: 'aprobado' })
                            : void send(item, { estado: 'aprobado' })
                        }
                      >
                        {msg.subscriptionsAdmin.approve}
                      </Button>
                      <Button variant="secondary" onClick={() => setDeciding({ item, estado: 'rechazado' })}>
                        {msg.subscriptionsAdmin.reject}
                      </Button>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </ServerPagedList>
      {viewing && <DocumentDialog item={viewing} onClose={() => setViewing(null)} />}
      {deciding && (
        <DecisionDialog
          {...deciding}
          onClose={() => setDeciding(null)}
          onDecide={(decision) => send(deciding.item, decision)}
        />
      )}
    </section>
  );
}
