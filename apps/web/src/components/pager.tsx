import { Button } from './button.tsx';

type Props = {
  label: string;
  /** 0-based. */
  page: number;
  hasNext: boolean;
  busy: boolean;
  onPage: (page: number) => void;
  /** Known when the server gives a total. */
  pageCount?: number;
};

/** Anterior / Página n (de m) / Siguiente under a paged list; hidden while there is one page only. */
export function Pager({ label, page, hasNext, busy, onPage, pageCount }: Props) {
  if (page === 0 && !hasNext) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page === 0 || busy} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <span className="text-muted">
        Página {page + 1}
        {pageCount ? ` de ${pageCount}` : ''}
      </span>
      <Button variant="secondary" disabled={!hasNext || busy} onClick={() => onPage(page + 1)}>
        Siguiente
      </Button>
    </nav>
  );
}
