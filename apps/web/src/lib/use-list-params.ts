import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * An admin list's search and page (0-based here, `?pagina=` from 1) kept in the URL, so a reload,
 * the back button or a shared link keeps them (issue 29). A new search goes back to the first page.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('buscar') ?? '';
  const page = Math.max(0, (Number.parseInt(params.get('pagina') ?? '', 10) || 1) - 1);

  const update = useCallback(
    (next: { search?: string; page: number }) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.search !== undefined) {
            if (next.search) updated.set('buscar', next.search);
            else updated.delete('buscar');
          }
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
    setPage: useCallback((value: number) => update({ page: value }), [update]),
  };
}
