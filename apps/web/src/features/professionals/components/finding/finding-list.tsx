import { RESULTS_COUNT_MAX } from '@servihogar/shared/finding';
import * as msg from '@servihogar/shared/messages';
import type { PublicProfessional } from '@servihogar/shared/professionals';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button.tsx';
import { QueryError } from '@/components/list-states.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useProfessionalsList } from '../../api/list-professionals.ts';
import { useHomeLocality } from '../../api/use-home-locality.ts';
import { ProfessionalCard, ProfessionalCardSkeleton } from '../professional-card.tsx';
import { CityScope } from './city-scope.tsx';
import { EmptiedBy } from './emptied-by.tsx';
import { FilterBar } from './filter-bar.tsx';
import {
  apiQuery,
  clearedFilters,
  type Filters,
  filtersToParams,
  hasFilters,
  parseFilters,
} from './filters.ts';
import { useBrowserPoint } from './use-browser-point.ts';

const GRID = 'grid gap-4 md:grid-cols-2 xl:grid-cols-3';

type Props = {
  /** The category's slug; none on the search page (every service). */
  servicio?: string | undefined;
  /** The client's own city: chosen until the person picks another or clears it. */
  homeCity?: string | undefined;
  /** The text when nothing matches and no filter narrows the list. */
  emptyText: string;
  serviceLabel: (tipo: string) => string;
  /** The route a card opens under: the category's slug, or the professional's first service. */
  altOf: (professional: PublicProfessional) => string;
  cardAction?: ((professional: PublicProfessional) => ReactNode) | undefined;
};

const countText = (total: number) =>
  total > RESULTS_COUNT_MAX
    ? `Más de ${RESULTS_COUNT_MAX.toLocaleString('es-AR')} profesionales`
    : total === 1
      ? '1 profesional'
      : `${total.toLocaleString('es-AR')} profesionales`;

/** The filters, the count and the cards of the category and search pages (issue 27). */
export function FindingList({ servicio, homeCity, emptyText, serviceLabel, altOf, cardAction }: Props) {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params, servicio);
  const { point, error: pointError, locating } = useBrowserPoint(filters.sort === 'cercania');
  const query = useProfessionalsList(apiQuery(filters, servicio, point));
  const professionals = query.data?.pages.flatMap((p) => p.professionals) ?? [];
  const first = query.data?.pages[0];

  const setFilters = (next: Filters) => setParams(filtersToParams(next));
  // The client's own city while the URL names none (a cleared city is '' and stays so), when it is
  // a locality of the gazetteer, spelled as the gazetteer does.
  const home = useHomeLocality(homeCity);
  useEffect(() => {
    if (!home || params.get('ciudad') !== null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('ciudad', home);
        return next;
      },
      { replace: true },
    );
  }, [home, params, setParams]);

  useEffect(() => {
    if (query.isError) console.error(msg.professionals.loadFailed, query.error);
  }, [query.isError, query.error]);

  const clear = () => setFilters(clearedFilters(filters));

  return (
    <div className="flex flex-col gap-4">
      <FilterBar
        filters={filters}
        servicio={servicio}
        onChange={(next) => setFilters({ ...filters, ...next })}
        onClear={clear}
        sortNote={
          filters.sort === 'cercania' &&
          (locating ? (
            <Spinner size={20} label="Obteniendo tu ubicación" />
          ) : (
            pointError && (
              <p role="alert" className="text-sm text-red-800">
                {pointError}
              </p>
            )
          ))
        }
      />

      <p aria-live="polite" className="min-h-6 font-semibold text-ink">
        {first?.total !== undefined && countText(first.total)}
      </p>
      {filters.ciudad && first && (
        <CityScope
          ciudad={filters.ciudad}
          cercanas={filters.cercanas}
          around={first.enLocalidadesCercanas}
          onWiden={(cercanas) => setFilters({ ...filters, cercanas })}
        />
      )}

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
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200">
          <p className="text-lg text-muted">
            {hasFilters(filters) ? msg.finding.empty : filters.q ? msg.finding.emptySearch : emptyText}
          </p>
          {first?.localidadesCercanas && first.localidadesCercanas.length > 0 && (
            <>
              <p className="font-semibold text-ink">{msg.finding.nearestLocalities}</p>
              <ul className="flex flex-wrap justify-center gap-2">
                {first.localidadesCercanas.map(({ ciudad, distanciaKm }) => (
                  <li key={ciudad}>
                    <Button variant="secondary" onClick={() => setFilters({ ...filters, ciudad })}>
                      {distanciaKm === null ? ciudad : `${ciudad} (a ${Math.round(distanciaKm)} km)`}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
          {first?.sinFiltro && <EmptiedBy filters={filters} counts={first.sinFiltro} onChange={setFilters} />}
          {hasFilters(filters) && (
            <Button variant="ghost" onClick={clear}>
              {msg.finding.clearFilters}
            </Button>
          )}
        </div>
      )}

      {professionals.length > 0 && (
        <ul className={GRID}>
          {professionals.map((p) => (
            <li key={p._id}>
              <ProfessionalCard
                professional={p}
                alt={altOf(p)}
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
            {query.isFetchingNextPage ? <Spinner size={20} label="Cargando más profesionales" /> : 'Ver más'}
          </Button>
        </div>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="text-center text-red-800">
          {query.error?.message}
        </p>
      )}
    </div>
  );
}
