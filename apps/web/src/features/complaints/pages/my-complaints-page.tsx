import type { MyComplaint } from '@servihogar/shared/complaints';
import { formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/button.tsx';
import { EmptyNotice, QueryError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { useMyComplaints } from '../api/get-complaints.ts';
import { CriticidadBadge, EstadoBadge } from '../components/badges.tsx';
import { ComplaintDetailsDialog } from '../components/complaint-details-dialog.tsx';

const c = msg.complaints;

/** /dash/misDenuncias: the signed-in author's tickets and their estado, to follow each one. */
export function MyComplaintsPage() {
  const query = useMyComplaints();
  const [viewing, setViewing] = useState<MyComplaint | null>(null);
  const complaints = query.data?.complaints ?? [];
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle text={c.myComplaints} />
        <Link to="/consumerComplaints" className={buttonClasses('secondary')}>
          Ir al portal de denuncias
        </Link>
      </div>
      {query.isPending && <PageSpinner label="Cargando tus denuncias..." />}
      <QueryError query={query} message={c.mineLoadFailed} />
      {query.isSuccess && complaints.length === 0 && <EmptyNotice>{c.mineEmpty}</EmptyNotice>}
      {complaints.length > 0 && (
        <ul aria-label={c.myComplaints} className="flex flex-col gap-3">
          {complaints.map((complaint) => (
            <li
              key={complaint._id}
              className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-mono text-sm text-muted">{complaint.ticket_id}</p>
                <h2 className="text-lg font-bold break-words text-ink">{complaint.titulo}</h2>
                <p className="text-sm text-muted">
                  {complaint.empresaComercio} · {complaint.ciudad} · {formatLongDate(complaint.fechaCarga)}
                  {complaint.anonymous && ` · ${c.anonymous}`}
                </p>
                <div className="flex flex-wrap gap-2">
                  <EstadoBadge estado={complaint.estado} />
                  <CriticidadBadge criticidad={complaint.criticidad} />
                </div>
              </div>
              <Button
                variant="ghost"
                className="self-start sm:self-center"
                onClick={() => setViewing(complaint)}
              >
                Ver detalle<span className="sr-only"> de {complaint.ticket_id}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {viewing && <ComplaintDetailsDialog complaint={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}
