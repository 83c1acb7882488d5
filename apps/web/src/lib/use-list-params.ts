import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * An admin list's search, filters and page (0-based here, `?pagina=` from 1) kept in the URL, so a
 * reload, the back button or a shared link keeps them (issue 29). A new search or filter goes back
 * to the first page. `filters` names the list's own filters (e.g. estado, criticidad): each reads
 * '' when absent; a value outside `allowed` (a hand-edited URL) reads as '' too.
 */
export function useListParams<F extends string = never>(
  filters: Readonly<Record<F, readonly string[]>> = {} as Record<F, readonly string[]>,
) {
  const [params, setParams] = useSearchParams();
  const search = params.get('buscar') ?? '';
  const values = Object.fromEntries(
    Object.entries<readonly string[]>(filters).map(([name, allowed]) => {
      const value = params.get(name) ?? '';
      return [name, allowed.includes(value) ? value : ''];
    }),
  ) as Record<F, string>;
  const page = Math.max(0, (Number.parseInt(params.get('pagina') ?? '', 10) || 1) - 1);

  const update = useCallback(
    (next: { search?: string; filter?: [string, string]; page: number }) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const put = (name: string, value: string) =>
            value ? updated.set(name, value) : updated.delete(name);
          if (next.search !== undefined) put('buscar', next.search);
          if (next.filter) put(...next.filter);
          if (next.page > 0) updated.set('pagina', String(next.page + 1));
          else updated.delete('pagina');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    search,
    page,
    setSearch: useCallback((value: string) => update({ search: value, page: 0 }), [update]),
    /** The list's own filters, as the URL has them ('' when absent or unknown). */
    filters: values,
    setFilter: useCallback((name: F, value: string) => update({ filter: [name, value], page: 0 }), [update]),
    setPage: useCallback((value: number) => update({ page: value }), [update]),
  };
}
