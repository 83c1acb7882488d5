// The TanStack Query keys of this feature, in one place: every query and invalidation names them here.

export const professionalKeys = {
  /** Every professional query, also the home feature's nearby list (['professionals', 'nearby', …]). */
  all: ['professionals'] as const,
  /** A filtered list by its API query string (servicio, filters, search, sort, point). */
  list: (query: string) => ['professionals', 'list', query] as const,
  suggestions: (q: string) => ['professionals', 'suggestions', q] as const,
  detail: (id: string) => ['professionals', 'detail', id] as const,
  edit: (id: string) => ['professionals', 'edit', id] as const,
  similar: (id: string, servicio: string | null) => ['professionals', 'similar', id, servicio] as const,
};

export const geoKeys = {
  countries: ['geo', 'countries'] as const,
  provinces: (countryCode: string | undefined) => ['geo', 'provinces', countryCode] as const,
  cities: (provinceId: string | undefined, q: string) => ['geo', 'cities', provinceId, q] as const,
};
