import type { ReactNode } from 'react';
import { EmptyNotice, QueryError } from './list-states.tsx';
import { Pager } from './pager.tsx';
import { PageSpinner } from './spinner.tsx';

type PagedAnswer = { total: number; pageSize: number };

type Props = {
  /** The query of one page (TanStack Query's result). */
  query: {
    data: PagedAnswer | undefined;
    isPending: boolean;
    isSuccess: boolean;
    isFetching: boolean;
    isError: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  /** Rows on this page. */
  rows: number;
  loading: string;
  /** What a failed load says (the generic message when omitted). */
  error?: string;
  empty: string;
  /** '1 usuario' / '12 usuarios' for the total over every page. */
  count: (total: number) => string;
  pagerLabel: string;
  /** 0-based. */
  page: number;
  onPage: (page: number) => void;
  children: ReactNode;
};

/**
 * An admin list paged on the server (issue 29): its loading, error and empty states, the count over
 * every page, the rows (children) and the pager.
 */
export function ServerPagedList({
  query,
  rows,
  loading,
  error,
  empty,
  count,
  pagerLabel,
  page,
  onPage,
  children,
}: Props) {
  const total = query.data?.total ?? 0;
  const pageCount = query.data ? Math.max(1, Math.ceil(total / query.data.pageSize)) : 1;
  return (
    <>
      {query.isPending && <PageSpinner label={loading} />}
      <QueryError query={query} {...(error ? { message: error } : {})} />
      {query.isSuccess && rows === 0 && <EmptyNotice>{empty}</EmptyNotice>}
      {rows > 0 && (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {count(total)}
          </p>
          {children}
        </>
      )}
      <Pager
        label={pagerLabel}
        page={page}
        hasNext={page + 1 < pageCount}
        busy={query.isFetching}
        onPage={onPage}
        pageCount={pageCount}
      />
    </>
  );
}
