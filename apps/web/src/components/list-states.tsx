import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from './button.tsx';
import { PageSpinner, Spinner } from './spinner.tsx';

type LoadErrorProps = {
  /** The page's Spanish text for what did not load. */
  message: string;
  /** The reason under it (the server's message, or 'Sin Respuesta de Servidor'). */
  detail?: string | undefined;
  onRetry: () => void;
};

/** The one load-failure state: what did not load, why, and 'Reintentar'. */
export function LoadError({ message, detail, onRetry }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-6 text-red-900 ring-1 ring-red-200"
    >
      <p className="font-semibold">{message}</p>
      {detail && detail !== message && <p>{detail}</p>}
      <Button variant="secondary" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}

type FailedQuery = { isError: boolean; error: Error | null; refetch: () => unknown };

/**
 * `LoadError` for a TanStack query: nothing until it fails; then the page's text (or, without
 * one, the error's own message) and 'Reintentar', which asks again.
 */
export function QueryError({
  query,
  message,
  withDetail = false,
}: {
  query: FailedQuery;
  message?: string;
  withDetail?: boolean;
}) {
  if (!query.isError) return null;
  const reason = query.error?.message;
  return (
    <LoadError
      message={message ?? reason ?? ''}
      detail={withDetail ? reason : undefined}
      onRetry={() => void query.refetch()}
    />
  );
}

export function EmptyNotice({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl bg-white p-8 text-center text-lg text-muted ring-1 ring-stone-200">
      {children}
    </p>
  );
}

/** A client's list with nothing in it yet (saved professionals, hire requests): the way to the categories. */
export function EmptyClientList({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
      <p className="text-lg text-muted">{text}</p>
      <Link to="/#categorias" className={buttonClasses('primary')}>
        Buscar profesionales
      </Link>
    </div>
  );
}

type QueryListProps = {
  query: FailedQuery & { isPending: boolean };
  /** Rows the answer holds. */
  rows: number;
  /** The spinner's text ('Cargando los pedidos...'); `inline` for a section of a page. */
  loading: string;
  inline?: boolean;
  /** What did not load (the server's reason under it). */
  failed: string;
  empty: string;
  children: ReactNode;
};

/** A list read in one query: the spinner, the failure with 'Reintentar', the empty text, or the list. */
export function QueryList({ query, rows, loading, inline = false, failed, empty, children }: QueryListProps) {
  return (
    <>
      <QueryError query={query} message={failed} withDetail />
      {query.isPending ? (
        inline ? (
          <Spinner label={loading} />
        ) : (
          <PageSpinner label={loading} />
        )
      ) : rows === 0 && !query.isError ? (
        <EmptyNotice>{empty}</EmptyNotice>
      ) : (
        children
      )}
    </>
  );
}

/** 'Ver más' under a list read in pages: asks for the next page, saying 'Cargando...' meanwhile. */
export function MoreButton({
  query,
  children,
}: {
  query: { isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  children: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      className="self-center"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? 'Cargando...' : children}
    </Button>
  );
}
