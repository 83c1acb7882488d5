import type { ReactNode } from 'react';
import { useListParams } from '@/lib/use-list-params.ts';
import { EmptyNotice, QueryError } from './list-states.tsx';
import { Pager } from './pager.tsx';
import { SearchBox, type SearchBoxProps } from './search-box.tsx';
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
  /**
   * The search box above the list ('Buscar usuarios'), when text alone narrows it (lists with
   * filters place their own).
   */
  search?: Pick<SearchBoxProps, 'id' | 'placeholder'>;
  /** Rows on this page. */
  rows: number;
  /**
   * What the rows are, singular and plural ('usuario', 'usuarios'): the spinner says 'Cargando
   * usuarios...', the count '1 usuario' / '12 usuarios', the pager 'Páginas de usuarios', the search
   * box 'Buscar usuarios'.
   */
  noun: readonly [one: string, many: string];
  /** What a failed load says (the generic message when omitted). */
  error?: string;
  empty: string;
  children: ReactNode;
};

/**
 * An admin list paged on the server (issue 29): its loading, error and empty states, the count over
 * every page, the rows (children) and the pager. The page and the search box's text are the URL's
 * (`useListParams`), where the page's query reads them too.
 */
export function ServerPagedList({ query, search, rows, noun: [one, many], error, empty, children }: Props) {
  const { search: text, page, setSearch, setPage } = useListParams();
  const total = query.data?.total ?? 0;
  const pageCount = query.data ? Math.max(1, Math.ceil(total / query.data.pageSize)) : 1;
  return (
    <>
      {search && <SearchBox {...search} label={`Buscar ${many}`} value={text} onChange={setSearch} />}
      {query.isPending && <PageSpinner label={`Cargando ${many}...`} />}
      <QueryError query={query} {...(error ? { message: error } : {})} />
      {query.isSuccess && rows === 0 && <EmptyNotice>{empty}</EmptyNotice>}
      {rows > 0 && (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {total === 1 ? `1 ${one}` : `${total} ${many}`}
          </p>
          {children}
        </>
      )}
      <Pager
        label={`Páginas de ${many}`}
        page={page}
        hasNext={page + 1 < pageCount}
        busy={query.isFetching}
        onPage={setPage}
        pageCount={pageCount}
      />
    </>
  );
}
