import { categorySlug } from '@servihogar/shared/constants';
import { SUGGESTIONS_MAX, searchTerms } from '@servihogar/shared/finding';
import {
  type ProfessionalsListQuery,
  type PublicProfessional,
  professionalsListQuerySchema,
  type RemovableFilter,
  type Suggestion,
} from '@servihogar/shared/professionals';
import type { Db } from '../../db/client.ts';
import { publicKm, toPublicWithServices } from '../../db/public-professional.ts';
import { listedRows } from './conditions.sql.ts';
import { cursorOf } from './cursor.ts';
import { countQuery, countsWithoutEachFilter, listingQuery } from './listing-query.sql.ts';
import { nearestLocalities } from './nearest-localities.sql.ts';
import { suggestedServices } from './suggestions.sql.ts';
import { nearbyPlaces, searchOf } from './words.sql.ts';

// Finding (docs/search.md): the listing's page and the search box's suggestions. The one entry of
// the folder; calls go one way, down: service → query → conditions → words.

export type ProfessionalsPage = {
  professionals: PublicProfessional[];
  /** On a first page: how many match, counted up to RESULTS_COUNT_MAX + 1. */
  total?: number;
  /** The cursor of the next page; null on the last one. */
  next: string | null;
  /** When a city finds no one: the nearest other cities that have what was asked. */
  localidadesCercanas?: { ciudad: string; distanciaKm: number | null }[];
  /** With a city not widened: how many more match in the localities around it (up to 101). */
  enLocalidadesCercanas?: number;
  /** When filters leave no one: how many each one's removal gives (up to 101). */
  sinFiltro?: { filtro: RemovableFilter; total: number }[];
  /** The earliest instant at which time alone takes one of these rows off the list. */
  until: Date | null;
};

export async function listProfessionalsPage(
  db: Db,
  query: ProfessionalsListQuery,
  now: Date,
): Promise<ProfessionalsPage> {
  const search = await searchOf(db, query.q, now);
  // "localidades cercanas" (decision 0065): the city with them when widened, else counted apart.
  const near = query.ciudad ? await nearbyPlaces(query.ciudad) : [];
  const asked =
    query.ciudad && query.cercanas === 'true' ? { ...query, ciudades: [query.ciudad, ...near] } : query;
  const rows = await listingQuery(db, asked, now, search);
  const page = rows.slice(0, query.limit);
  const more = rows.length > query.limit;
  const until = page.reduce((min, row) => Math.min(min, row.until), Number.POSITIVE_INFINITY);
  const firstPage = query.cursor === undefined && query.offset === 0;
  // A first page that holds every match is its own count; a full one is counted apart, up to 101.
  const total = !firstPage ? null : more ? (await countQuery(db, asked, now, search))[0]!.n : rows.length;
  const elsewhere =
    firstPage && total === 0 && query.ciudad ? await nearestLocalities(db, asked, now, search) : null;
  const aroundCity =
    firstPage && asked === query && near.length > 0
      ? (await countQuery(db, { ...query, ciudades: near }, now, search))[0]!.n
      : null;
  const withoutEach = total === 0 ? await countsWithoutEachFilter(db, asked, now, search) : [];
  return {
    professionals: page.map((row) => ({
      ...toPublicWithServices(row),
      ...(row.distance === null ? {} : { distanciaKm: publicKm(row.distance) }),
    })),
    ...(total === null ? {} : { total }),
    ...(elsewhere
      ? {
          localidadesCercanas: elsewhere.map(({ ciudad, distanciaKm }) => ({
            ciudad,
            distanciaKm: distanciaKm === null ? null : publicKm(distanciaKm),
          })),
        }
      : {}),
    ...(aroundCity === null ? {} : { enLocalidadesCercanas: aroundCity }),
    ...(withoutEach.length > 0 ? { sinFiltro: withoutEach } : {}),
    next: more ? cursorOf(query.sort, page.at(-1)!) : null,
    until: Number.isFinite(until) ? new Date(until) : null,
  };
}

export async function listProfessionals(
  db: Db,
  query: ProfessionalsListQuery,
  now: Date,
): Promise<PublicProfessional[]> {
  return (await listProfessionalsPage(db, query, now)).professionals;
}

/**
 * The search box's suggestions for what has been typed (issue 44): the services the search names,
 * then, from 3 letters, the best rated professionals of its results page (the same search, the same
 * conditions, sorted by rating): whatever the box suggests, the results page shows.
 */
export async function findSuggestions(
  db: Db,
  q: string,
  now: Date,
): Promise<{ value: Suggestion[]; until: Date | null }> {
  const search = await searchOf(db, q, now);
  if (!search || searchTerms(q).length === 0) return { value: [], until: null };
  const query = professionalsListQuerySchema.parse({
    q,
    sort: 'mejorCalificacion',
    limit: String(SUGGESTIONS_MAX / 2),
  });
  // People once three letters are typed (two match too many documents to be worth the search).
  const [services, rows] = await Promise.all([
    suggestedServices(db, q, search.plan),
    q.trim().length < 3 ? [] : listingQuery(db, query, now, search),
  ]);
  const people = rows.slice(0, query.limit);
  // The service to open a profile under: the one searched for, else the professional's first.
  const searched = listedRows(query, search).services[0];
  const until = Math.min(...people.map((row) => row.until));
  return {
    value: [
      ...services.map((s) => ({ tipo: 'servicio' as const, ...s })),
      ...people.map((row) => ({
        tipo: 'profesional' as const,
        id: row.id,
        texto: `${row.nombre} ${row.apellido}`,
        slug: searched ?? (row.servicio[0] ? categorySlug(row.servicio[0].tipo) : null),
      })),
    ],
    // Time alone takes a suggested professional off the list at this instant.
    until: Number.isFinite(until) ? new Date(until) : null,
  };
}
