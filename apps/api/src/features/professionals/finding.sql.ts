import { categorySlug, FIXED_CATEGORIES } from '@servihogar/shared/constants';
import {
  HOME_PROVINCE,
  planSearch,
  SUGGESTIONS_MAX,
  searchTerms,
  toBits,
  WEEK_DAYS,
} from '@servihogar/shared/finding';
import type { ProfessionalsListQuery, Suggestion } from '@servihogar/shared/professionals';
import { FAST_RESPONSE_DELAYS } from '@servihogar/shared/solicitud-state';
import { isLicensedCategory } from '@servihogar/shared/verification';
import { and, asc, eq, exists, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listedCondition, listedUntil } from '../../db/listing.ts';
import { categories } from '../../db/tables/categories.table.ts';
import { professionalServices, professionals } from '../../db/tables/professionals.table.ts';
import { professionalResponseStats } from '../../db/tables/solicitudes.table.ts';
import { listCities } from '../geo/geo.service.ts';

// Issue 27: the filters and the search of the listing, as SQL conditions on `professionals`.

/** 'Solo verificados' as SQL; must agree with `passesVerifiedFilter` in shared/verification.ts. */
export function verifiedCondition(servicio: string | undefined): SQL {
  const licensed = servicio !== undefined && isLicensedCategory(servicio);
  return licensed
    ? and(eq(professionals.identityVerified, true), eq(professionals.licenseVerified, true))!
    : eq(professionals.identityVerified, true);
}

/**
 * 'Responde rápido': the public response signal says within the day (decision 0031). One primary-key
 * probe of professional_response_stats per candidate; no row (under 3 requests) is no signal.
 */
function fastResponseCondition(db: Db): SQL {
  const stats = professionalResponseStats;
  return exists(
    db
      .select({ one: sql`1` })
      .from(stats)
      .where(
        and(
          eq(stats.professionalId, professionals.id),
          inArray(stats.signalDelay, [...FAST_RESPONSE_DELAYS]),
        ),
      ),
  );
}

/**
 * Offers the service (when asked) with every asked option (semanal, personas mayores…) on that
 * same service; the options alone match any of its services.
 */
function offersCondition(db: Db, query: ProfessionalsListQuery): SQL | undefined {
  const options = query.opciones ?? [];
  if (!query.servicio && options.length === 0) return undefined;
  const s = professionalServices;
  return exists(
    db
      .select({ one: sql`1` })
      .from(s)
      .where(
        and(
          eq(s.professionalId, professionals.id),
          query.servicio ? eq(s.categorySlug, categorySlug(query.servicio)) : undefined,
          ...options.map((option) => eq(s[option], true)),
        ),
      ),
  );
}

/** A category still pending moderation is not public: no one is listed under it (decision 0014). */
function publicCategoryCondition(db: Db, servicio: string | undefined): SQL | undefined {
  if (!servicio) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(categories)
      .where(and(eq(categories.slug, categorySlug(servicio)), eq(categories.status, 'aprobada'))),
  );
}

/**
 * The search as SQL (its plan: shared/finding.ts planSearch). A word naming a service is that
 * category (the category index, like the category page); a locality is that city (its index); any
 * other word must be close to a word of the professional's search document (trigram word
 * similarity, pg_trgm's `%>`, answered by professionals_search_idx). Words are bound parameters,
 * folded like the document: no text ever becomes a pattern.
 */
export function searchCondition(
  db: Db,
  q: string | undefined,
  places: readonly string[] = [],
): SQL | undefined {
  if (q === undefined || q === '') return undefined;
  const plan = planSearch(q, SEARCHABLE_CATEGORIES, places);
  // Only signs (emoji, '%', quotes…): nothing can match, and nothing must be guessed.
  if (plan.services.length + plan.places.length + plan.text.length === 0) return sql`false`;
  const near = (word: string) => sql`${professionals.searchDoc} %> ${word}::text`;
  const s = professionalServices;
  return and(
    ...plan.services.map((slugs) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(s)
          .where(and(eq(s.professionalId, professionals.id), inArray(s.categorySlug, slugs))),
      ),
    ),
    plan.places.length > 0 ? inArray(cityKey, plan.places.map(foldedParam)) : undefined,
    ...plan.text.map((alternatives) => or(...alternatives.map((words) => and(...words.map(near))))),
  );
}

const SEARCHABLE_CATEGORIES = FIXED_CATEGORIES.map(({ slug, label }) => ({ slug, label }));
const foldedParam = (text: string) => sql`servihogar_fold(${text}::text)`;

/** The localities a search recognises: the marketplace's province in the offline gazetteer. */
export async function knownPlaces(): Promise<string[]> {
  return (await listCities(HOME_PROVINCE)).map((city) => city.name);
}

/** The city as the gazetteer names it, whatever the case or accents (professionals_ciudad_idx). */
export const cityKey = sql`servihogar_fold(${professionals.ciudad})`;

/**
 * Every condition of the page but the cursor: the listing rule, the category, each filter and the
 * search. The results count runs the same conditions.
 */
export function findingConditions(
  db: Db,
  query: ProfessionalsListQuery,
  now: Date,
  places: readonly string[] = [],
): SQL {
  return and(
    listedCondition(now),
    offersCondition(db, query),
    publicCategoryCondition(db, query.servicio),
    query.verificados === 'true' ? verifiedCondition(query.servicio) : undefined,
    query.respondeRapido === 'true' ? fastResponseCondition(db) : undefined,
    query.trabajoRegistrado === 'true' ? eq(professionals.trabajoRegistrado, true) : undefined,
    query.calificacionMin ? gte(professionals.calificacion, Number(query.calificacionMin)) : undefined,
    query.dia ? sql`(${professionals.availableDays} & ${toBits(WEEK_DAYS, [query.dia])}) <> 0` : undefined,
    query.ciudad ? eq(cityKey, foldedParam(query.ciudad)) : undefined,
    searchCondition(db, query.q, places),
  )!;
}

/** The lowest rate of the asked service (or of any service): what 'tarifa' sorts by, nulls last. */
export function rateKey(servicio: string | undefined): SQL<number | null> {
  const s = professionalServices;
  return sql<
    number | null
  >`(select min(${s.rateAmount}) from ${s} where ${s.professionalId} = ${professionals.id}
    ${servicio ? sql`and ${s.categorySlug} = ${categorySlug(servicio)}` : sql``})`;
}

/** The very expression of professionals_earth_idx, so the planner matches it. */
export const pointOf = sql`ll_to_earth(${professionals.latitude}, ${professionals.longitude})`;
export const pointParam = (point: { latitude: number; longitude: number }) =>
  sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;

/**
 * When a city finds no one: up to 5 other cities whose listed professionals match everything else,
 * nearest to the point first (the browser's, or the chosen city's from the gazetteer) or, without
 * a point, those with most professionals first.
 */
export async function nearestLocalities(
  db: Db,
  query: ProfessionalsListQuery,
  now: Date,
  places: readonly string[],
): Promise<{ ciudad: string; distanciaKm: number | null }[]> {
  const elsewhere = { ...query, ciudad: undefined };
  const here =
    query.latitude !== undefined && query.longitude !== undefined ? pointParam(query as Point) : null;
  const distance = here ? sql`min(earth_distance(${pointOf}, ${here}))` : sql`null::float8`;
  const rows = await db
    .select({
      ciudad: sql<string>`min(${professionals.ciudad})`,
      distance: distance.mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(professionals)
    .where(findingConditions(db, elsewhere, now, places))
    .groupBy(cityKey)
    .orderBy(here ? sql`2 asc nulls last` : sql`count(*) desc`, sql`1`)
    .limit(5);
  return rows.map((row) => ({ ciudad: row.ciudad, distanciaKm: row.distance }));
}

type Point = { latitude: number; longitude: number };

/**
 * Suggestions for what has been typed: the approved services whose name matches (synonyms too),
 * then the best rated listed professionals whose document matches, in one round trip each way.
 */
export async function suggestions(
  db: Db,
  q: string,
  now: Date,
  places: readonly string[],
): Promise<{ value: Suggestion[]; until: Date | null }> {
  const terms = searchTerms(q);
  if (terms.length === 0) return { value: [], until: null };
  const nearName = (word: string) => sql`servihogar_fold(${categories.type}) %> ${word}::text`;
  const serviceMatch = and(
    ...terms.map((alternatives) => or(...alternatives.map((words) => and(...words.map(nearName))))),
  );
  // People once three letters are typed (two match too many documents to be worth the search).
  const people = q.trim().length < 3 ? Promise.resolve([]) : bestMatching(db, q, now, places);
  const [services, matched] = await Promise.all([
    db
      .select({ texto: categories.type, slug: categories.slug })
      .from(categories)
      .where(and(eq(categories.status, 'aprobada'), serviceMatch))
      .orderBy(sql`${categories.position} asc nulls last`, asc(categories.type))
      .limit(SUGGESTIONS_MAX / 2),
    people,
  ]);
  const until = Math.min(...matched.map((p) => p.until));
  return {
    value: [
      ...services.map((s) => ({ tipo: 'servicio' as const, ...s })),
      ...matched.map(({ until: _, ...p }) => ({ tipo: 'profesional' as const, ...p })),
    ],
    // Time alone takes a suggested professional off the list at this instant.
    until: Number.isFinite(until) ? new Date(until) : null,
  };
}

/** The best rated listed professionals the search finds, for the suggestions. */
function bestMatching(db: Db, q: string, now: Date, places: readonly string[]) {
  return (
    db
      .select({
        id: professionals.id,
        texto: sql<string>`${professionals.nombre} || ' ' || ${professionals.apellido}`,
        // The service to open the profile under (its first approved one).
        slug: sql<
          string | null
        >`(select min(${professionalServices.categorySlug}) from ${professionalServices}
        where ${professionalServices.professionalId} = ${professionals.id})`,
        until: listedUntil,
      })
      .from(professionals)
      .where(and(listedCondition(now), searchCondition(db, q, places)))
      // professionals_calificacion_idx's very order: walked from the top, no sort of every match.
      .orderBy(
        sql`${professionals.calificacion} desc nulls last`,
        asc(professionals.nombre),
        asc(professionals.apellido),
        asc(professionals.id),
      )
      .limit(SUGGESTIONS_MAX / 2)
  );
}
