import { categorySlug } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import type { PublicProfessional } from '@servihogar/shared/professionals';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/button.tsx';
import { QueryError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { categoryLabel, useCategories } from '@/lib/categories.ts';
import { useProfessionalsByCategory } from '../api/list-professionals.ts';
import { ProfessionalCard, ProfessionalCardSkeleton } from '../components/professional-card.tsx';
import { parseSort, SortSelect } from '../components/sort-select.tsx';

const GRID = 'grid gap-4 md:grid-cols-2 xl:grid-cols-3';

type Props = {
  /** A control on each card (the app puts the favourites heart there). */
  cardAction?: (professional: PublicProfessional) => ReactNode;
};

export function ProfessionalsByCategoryPage({ cardAction }: Props = {}) {
  const alt = useParams().alt ?? '';
  const [params, setParams] = useSearchParams();
  const sort = parseSort(params.get('sort'));
  const verificados = params.get('verificados') === 'true';
  const update = (next: { sort?: string; verificados?: boolean }) => {
    const merged = { sort, verificados, ...next };
    const search: Record<string, string> = {};
    if (merged.sort !== 'todos') search.sort = merged.sort;
    if (merged.verificados) search.verificados = 'true';
    setParams(search, { replace: true });
  };
  const { data: categories, isPending: categoriesPending } = useCategories();
  const title = categoryLabel(alt, categories) ?? alt;
  const description = categories?.find((c) => c.slug === alt)?.description;
  const serviceLabel = (tipo: string) => categoryLabel(categorySlug(tipo), categories) ?? tipo;
  const query = useProfessionalsByCategory(alt, sort, verificados);
  const professionals = query.data?.pages.flatMap((p) => p.professionals) ?? [];

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <PageTitle text={title} />
          {description && <p className="max-w-2xl text-muted">{description}</p>}
        </div>
        <div className="flex flex-wrap items-end gap-4">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl bg-white px-3 font-semibold text-ink ring-1 ring-stone-300">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={verificados}
              onChange={(e) => update({ verificados: e.target.checked })}
            />
            {msg.verification.onlyVerified}
          </label>
          <SortSelect value={sort} onChange={(next) => update({ sort: next })} />
        </div>
      </div>

      {/* The list waits for the category's description above it (both load at once), so the
          description never pushes visible cards down (layout shift). */}
      {categoriesPending && <span className="sr-only">Cargando profesionales...</span>}
      {!categoriesPending && (
        <>
          {query.isPending && (
            <div className={GRID} aria-busy="true">
              <span className="sr-only">Cargando profesionales...</span>
              {Array.from({ length: 6 }, (_, i) => (
                <ProfessionalCardSkeleton key={i} />
              ))}
            </div>
          )}

          {professionals.length === 0 && (
            <QueryError query={query} message={`${msg.professionals.loadFailed}.`} withDetail />
          )}

          {query.isSuccess && professionals.length === 0 && (
            <p className="rounded-2xl bg-white p-8 text-center text-lg text-muted ring-1 ring-stone-200">
              {verificados
                ? 'Todavía no hay profesionales verificados en esta categoría.'
                : 'Todavía no hay profesionales en esta categoría.'}
            </p>
          )}

          {professionals.length > 0 && (
            <ul className={GRID}>
              {professionals.map((p) => (
                <li key={p._id}>
                  <ProfessionalCard
                    professional={p}
                    alt={alt}
                    serviceLabel={serviceLabel}
                    action={cardAction?.(p)}
                  />
                </li>
              ))}
            </ul>
          )}

          {query.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? (
                  <Spinner size={20} label="Cargando más profesionales" />
                ) : (
                  'Ver más'
                )}
              </Button>
            </div>
          )}
          {query.isFetchNextPageError && (
            <p role="alert" className="text-center text-red-800">
              {query.error?.message}
            </p>
          )}
        </>
      )}
    </section>
  );
}
