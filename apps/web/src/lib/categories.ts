import type { Category } from '@servihogar/shared/categories';
import { FIXED_CATEGORIES } from '@servihogar/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';

// Categories are app-wide reference data (home carousel, page titles, breadcrumb), hence lib.
export type CategoryOption = { slug: string; label: string; img: string | null; description?: string | null };

export const FALLBACK_CATEGORIES: CategoryOption[] = FIXED_CATEGORIES.map(({ slug, label }) => ({
  slug,
  label,
  img: null,
}));

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch<Category[]>('/categories', { signal });
}

// Module-level so TanStack Query memoises the mapped list across renders.
const toOptions = (list: Category[]): CategoryOption[] =>
  list.map((c) => ({ slug: c.slug, label: c.type, img: c.img, description: c.description }));

export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
    select: toOptions,
  });
}

/** The label of a category slug: from the server list when known, else the fixed set. */
export function categoryLabel(
  slug: string,
  categories: readonly CategoryOption[] | undefined,
): string | undefined {
  return (
    categories?.find((c) => c.slug === slug)?.label ?? FALLBACK_CATEGORIES.find((c) => c.slug === slug)?.label
  );
}
