import {
  FINDING_SORTS,
  type FindingSort,
  PRICE_FILTER_UNITS,
  type PriceFilterUnit,
  RATE_MAX,
  SEARCH_MAX,
} from '@servihogar/shared/finding';
import type { RemovableFilter } from '@servihogar/shared/professionals';
import { flagsOf, SERVICE_FLAGS, type ServiceFlag } from '@servihogar/shared/service-flags';
import type { Coordinates } from '@/lib/geolocation.ts';

/**
 * What the category and search pages filter by, as the URL carries it (a link shared over
 * WhatsApp, back and reload open the same list). The browser's position is never in the URL.
 */
export type Filters = {
  q: string;
  /** null: not chosen yet (the client's own city may be preselected); '': all cities. */
  ciudad: string | null;
  /** With a city (issue 44): the localities around it too. */
  cercanas: boolean;
  verificados: boolean;
  /** "Responde rápido": the response signal says within the day. */
  respondeRapido: boolean;
  /** 'Trabajo registrado' (issue 32): those who prefer registered work. */
  trabajoRegistrado: boolean;
  /** "Con antecedentes verificados" (issue 45). */
  antecedentes: boolean;
  cuatroEstrellas: boolean;
  opciones: ServiceFlag[];
  /** "Hasta $ …" (issue 48): the highest rate in `tarifaPor`, in whole pesos; null: no limit. */
  tarifaMax: number | null;
  tarifaPor: PriceFilterUnit;
  /** "Disponible el {fecha}" (issue 43): a Tucumán day, `YYYY-MM-DD`; '': any. */
  fecha: string;
  sort: FindingSort;
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** A whole amount of pesos the API accepts, else null (no limit). */
function priceOf(text: string | null): number | null {
  const amount = Number(text);
  return text && Number.isInteger(amount) && amount >= 1 && amount <= RATE_MAX ? amount : null;
}

/** The filters in `params`; a value the page does not know is ignored, never an error page. */
export function parseFilters(params: URLSearchParams, servicio?: string): Filters {
  const offered: readonly ServiceFlag[] = servicio ? flagsOf(servicio) : SERVICE_FLAGS;
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    ciudad: params.get('ciudad'),
    cercanas: params.get('cercanas') === 'true',
    verificados: params.get('verificados') === 'true',
    respondeRapido: params.get('respondeRapido') === 'true',
    trabajoRegistrado: params.get('trabajoRegistrado') === 'true',
    antecedentes: params.get('antecedentes') === 'true',
    cuatroEstrellas: params.get('calificacionMin') === '4',
    opciones: (params.get('opciones') ?? '').split(',').flatMap((flag) => oneOf(offered, flag) ?? []),
    tarifaMax: priceOf(params.get('tarifaMax')),
    tarifaPor: oneOf(PRICE_FILTER_UNITS, params.get('tarifaPor')) ?? 'hora',
    fecha: /^\d{4}-\d{2}-\d{2}$/.test(params.get('fecha') ?? '') ? params.get('fecha')! : '',
    sort: oneOf(FINDING_SORTS, params.get('sort')) ?? 'todos',
  };
}

/** The URL's query for `filters`: only what differs from the defaults. */
export function filtersToParams(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.ciudad !== null) params.set('ciudad', filters.ciudad);
  if (filters.ciudad && filters.cercanas) params.set('cercanas', 'true');
  if (filters.verificados) params.set('verificados', 'true');
  if (filters.respondeRapido) params.set('respondeRapido', 'true');
  if (filters.trabajoRegistrado) params.set('trabajoRegistrado', 'true');
  if (filters.antecedentes) params.set('antecedentes', 'true');
  if (filters.cuatroEstrellas) params.set('calificacionMin', '4');
  if (filters.opciones.length > 0) params.set('opciones', filters.opciones.join(','));
  if (filters.tarifaMax !== null) {
    params.set('tarifaMax', String(filters.tarifaMax));
    params.set('tarifaPor', filters.tarifaPor);
  }
  if (filters.fecha) params.set('fecha', filters.fecha);
  if (filters.sort !== 'todos') params.set('sort', filters.sort);
  return params;
}

/** Whether anything narrows the list (for "Limpiar filtros"). */
export const hasFilters = (f: Filters): boolean =>
  Boolean(f.ciudad) ||
  f.verificados ||
  f.respondeRapido ||
  f.trabajoRegistrado ||
  f.antecedentes ||
  f.cuatroEstrellas ||
  f.opciones.length > 0 ||
  f.tarifaMax !== null ||
  f.fecha !== '';

/** The filters with nothing narrowing the list ("Limpiar filtros"): the search and sort stay. */
export const clearedFilters = (f: Filters): Filters => ({
  ...f,
  ciudad: '',
  cercanas: false,
  verificados: false,
  respondeRapido: false,
  trabajoRegistrado: false,
  antecedentes: false,
  cuatroEstrellas: false,
  opciones: [],
  tarifaMax: null,
  fecha: '',
});

/** The filters the API counts apart that the page offers (not 'dia'). */
export type PageFilter = Exclude<RemovableFilter, 'dia'>;

/** The filters without one the API counted apart (issue 44 item 5: "Sin …" when together they leave no one). */
export function withoutFilter(f: Filters, filtro: PageFilter): Filters {
  const removed: Record<PageFilter, Partial<Filters>> = {
    verificados: { verificados: false },
    calificacionMin: { cuatroEstrellas: false },
    respondeRapido: { respondeRapido: false },
    trabajoRegistrado: { trabajoRegistrado: false },
    tarifaMax: { tarifaMax: null },
    fecha: { fecha: '' },
    opciones: { opciones: [] },
  };
  return { ...f, ...removed[filtro] };
}

/** The API's query (without paging): 'Más cerca' only once the browser gave a point. */
export function apiQuery(filters: Filters, servicio: string | undefined, point: Coordinates | null) {
  const query = new URLSearchParams();
  if (servicio) query.set('servicio', servicio);
  const sort = filters.sort === 'cercania' && !point ? 'todos' : filters.sort;
  query.set('sort', sort);
  for (const [key, value] of filtersToParams({ ...filters, sort: 'todos' })) {
    if (value !== '') query.set(key, value);
  }
  if (point) {
    query.set('latitude', point.latitude.toFixed(5));
    query.set('longitude', point.longitude.toFixed(5));
  }
  return query;
}
