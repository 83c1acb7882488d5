import type { Complaint } from '@servihogar/shared/complaints';
import { formatLongDate } from '@servihogar/shared/format';
import type { ReactNode } from 'react';

type Props = { complaint: Complaint; className: string; children?: ReactNode };

/** The facts of a complaint as label/value pairs; `children` adds more pairs after them. */
export function ComplaintFacts({ complaint: c, className, children }: Props) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] ${className}`}>
      <dt className="font-semibold text-muted">Categoría</dt>
      <dd>{c.categoria}</dd>
      <dt className="font-semibold text-muted">Ciudad</dt>
      <dd>{c.ciudad}</dd>
      <dt className="font-semibold text-muted">Fecha</dt>
      <dd>{formatLongDate(c.fechaCarga)}</dd>
      <dt className="font-semibold text-muted">Denunciante</dt>
      <dd className="break-words">{c.denunciante}</dd>
      {children}
    </dl>
  );
}
