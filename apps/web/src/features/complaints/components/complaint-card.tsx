import type { Complaint } from '@servihogar/shared/complaints';
import * as msg from '@servihogar/shared/messages';
import { Button } from '@/components/button.tsx';
import { CriticidadBadge, EstadoBadge } from './badges.tsx';
import { ComplaintFacts } from './complaint-facts.tsx';

type Props = { complaint: Complaint; onDetails: () => void };

/** One card of the feed (§2): titulo, empresa, categoría, ciudad, criticidad, estado, fecha, denunciante. */
export function ComplaintCard({ complaint: c, onDetails }: Props) {
  return (
    <article
      aria-labelledby={`denuncia-${c._id}`}
      className="flex h-full flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-center gap-2">
        <CriticidadBadge criticidad={c.criticidad} />
        <EstadoBadge estado={c.estado} />
      </div>
      <div>
        <h2 id={`denuncia-${c._id}`} className="text-lg font-bold break-words text-ink">
          {c.titulo}
        </h2>
        <p className="font-semibold break-words text-brand-800">{c.empresaComercio}</p>
      </div>
      <p className="line-clamp-3 break-words text-muted">{c.descripcion}</p>
      <ComplaintFacts complaint={c} className="gap-x-3 gap-y-1 text-sm" />
      <Button variant="secondary" className="mt-auto self-start" onClick={onDetails}>
        {msg.pages.complaintDetails}
        <span className="sr-only">: {c.titulo}</span>
      </Button>
    </article>
  );
}

/** The shape of a card while the feed loads. */
export function ComplaintCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200"
    >
      <div className="flex gap-2">
        <div className="h-6 w-28 rounded-full bg-stone-200" />
        <div className="h-6 w-20 rounded-full bg-stone-200" />
      </div>
      <div className="h-6 w-3/4 rounded bg-stone-200" />
      <div className="h-4 w-1/2 rounded bg-stone-200" />
      <div className="h-16 rounded bg-stone-100" />
      <div className="h-11 w-48 rounded-lg bg-stone-200" />
    </div>
  );
}
