import { categorySlug, FIXED_CATEGORIES } from '@servihogar/shared/constants';
import {
  HOME_PROVINCE,
  planSearch,
  RESULTS_COUNT_MAX,
  type SearchPlan,
  SUGGESTIONS_MAX,
  searchTerms,
  toBits,
  WEEK_DAYS,
} from '@servihogar/shared/finding';
import type { ProfessionalsListQuery, Suggestion } from '@servihogar/shared/professionals';
import { FAST_RESPONSE_DELAYS } from '@servihogar/shared/solicitud-state';
import { isLicensedCategory } from '@servihogar/shared/verification';
import { and, asc, eq, exists, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { listedCondition, listedUntil } from '../../db/listing.ts';
import { categories } from '../../db/tables/categories.table.ts';
import { ANY_SERVICE, isPairRow, listings, servicePair } from '../../db/tables/listings.table.ts';
import { professionalServices, professionals } from '../../db/tables/professionals.table.ts';
import { deletesOf, searchWords } from '../../db/tables/search-words.table.ts';
import { professionalResponseStats } from '../../db/tables/solicitudes.table.ts';
import { listCities } from '../geo/geo.service.ts';

// Issue 27: the filters and the search of the listing, as SQL conditions on `listings` (decision 0041).

const l = listings;

/** 'Solo verificados' as SQL; must agree with `passesVerifiedFilter` in shared/verification.ts. */
function verifiedCondition(servicio: string | undefined): SQL {
  const licensed = servicio !== undefined && isLicensedCategory(servicio);
  return licensed
    ? and(eq(l.identityVerified, true), eq(l.licenseVerified, true))!
    : eq(l.identityVerified, true);
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
          eq(stats.professionalId, l.professionalId),
          inArray(stats.signalDelay, [...FAST_RESPONSE_DELAYS]),
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
 * A search understood (shared/finding.ts planSearch), with how each of its words is matched: the
 * words some listed professional's document holds as they are (`exact`), and, for every other one
 * (a typo), its nearest words in the documents' vocabulary (`near`, decision 0044).
 */
export type Search = {
  plan: SearchPlan;
  /**
   * The listed professionals whose document matches the words, when they are at most
   * DOCUMENTS_MAX (null: more, or no words). Given to the page as a list of ids: the planner then
   * knows how few they are, where an estimate of the words' selectivity could make it walk a
   * sort index through every listed professional looking for them.
   */
  documents: readonly string[] | null;
} & WordMatches;
type WordMatches = { exact: ReadonlySet<string>; near: ReadonlyMap<string, readonly string[]> };

/** The search of a list query, planned, its words looked up, then the documents they match. */
export async function searchOf(db: Db, q: string | undefined, now: Date): Promise<Search | null> {
  if (q === undefined || q === '') return null;
  const plan = planSearch(q, SEARCHABLE_CATEGORIES, await knownPlaces());
  const words = await lookUpWords(db, [...new Set(plan.text.flat(2))], now);
  const text = textCondition(plan.text, words);
  return { plan, ...words, documents: text ? await documentsOf(db, text, now) : null };
}

/** The most documents a search's words are given to the page as ids (decision 0044). */
const DOCUMENTS_MAX = 2000;

async function documentsOf(db: Db, text: SQL, now: Date): Promise<string[] | null> {
  const rows = await db
    .select({ id: professionals.id })
    .from(professionals)
    .where(and(text, listedCondition(now)))
    .limit(DOCUMENTS_MAX + 1);
  return rows.length > DOCUMENTS_MAX ? null : rows.map((row) => row.id);
}

const wordsOfDoc = sql`to_tsvector('simple'::regconfig, ${professionals.searchDoc})`;
const isWord = (word: SQL | string) =>
  sql`${wordsOfDoc} @@ plainto_tsquery('simple'::regconfig, ${word}::text)`;

/**
 * Each word: whether some listed professional's document holds it as a whole word (its GIN index);
 * if none does, its near words in the vocabulary (`nearWords`).
 */
async function lookUpWords(db: Db, words: string[], now: Date): Promise<WordMatches> {
  if (words.length === 0) return { exact: new Set(), near: new Map() };
  const { rows } = await db.execute<{ typed: string; exact: boolean; near: string[] | null }>(sql`
    select typed, found as exact, case when not found then ${nearWords(sql`typed`)} end as near
    from unnest(${sql.param(words)}::text[]) as typed
    cross join lateral (select exists (
      select 1 from ${professionals} where ${isWord(sql`typed`)} and ${listedCondition(now)}) as found) as f`);
  return {
    exact: new Set(rows.filter((row) => row.exact).map((row) => row.typed)),
    near: new Map(rows.filter((row) => !row.exact).map((row) => [row.typed, row.near ?? []])),
  };
}

/**
 * A typo's near words, the nearest first (pg_trgm's word distance), at most NEAR_WORDS_MAX: the
 * vocabulary's words one edit away (found by a shared delete, decision 0046); only when there are
 * none, and the typo is longer than TWO_EDITS_FROM letters, those two edits away that its deletes
 * find (decision 0048); only when there are none either, those within pg_trgm's word similarity
 * (`%>`, the threshold the documents were matched with before).
 */
export function nearWords(typed: SQL): SQL {
  const w = searchWords.word;
  const nearest = (condition: SQL) => sql`nullif(array(select ${w} from ${searchWords} where ${condition}
    order by ${w} <->> ${typed}, ${w} limit ${NEAR_WORDS_MAX}), '{}')`;
  const sharedDelete = sql`${deletesOf(w)} && ${deletesOf(typed)}`;
  const oneEditAway = sql`${sharedDelete} and servihogar_one_edit_apart(${w}, ${typed})`;
  // A delete in common (one letter deleted from each), or the word is two letters deleted from the typo.
  const twoDeleted = sql`array(select unnest(${deletesOf(sql`one`)}) from unnest(${deletesOf(typed)}) as one)`;
  const twoEditsAway = sql`char_length(${typed}) > ${TWO_EDITS_FROM} and (${sharedDelete} or ${w} = any(${twoDeleted}))`;
  return sql`coalesce(${nearest(oneEditAway)}, ${nearest(twoEditsAway)}, ${nearest(sql`${w} %> ${typed}`)})`;
}

/** A typo is looked up two edits away only past this many letters (as search engines' "AUTO" fuzziness). */
const TWO_EDITS_FROM = 5;

/**
 * Holds one of these vocabulary words (lexemes): one tsquery of quoted lexemes joined by `|`, bound
 * as a parameter, so the document is read once and the GIN index scanned once.
 */
const isAnyWord = (words: readonly string[]) => {
  const quoted = words.map((word) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`);
  return sql`${wordsOfDoc} @@ ${quoted.join(' | ')}::tsquery`;
};

/** The most vocabulary words a typo stands for (the nearest; a typo seldom has more). */
const NEAR_WORDS_MAX = 20;

/**
 * The words of a search that are neither a service nor a place, on the professional's document
 * (decision 0044): a word looked up as exact must be there as it is, a typo one of its near words
 * (professionals_search_words_idx for both). A word not looked up (a suggestion's prefix, being
 * typed) is close to a word of the document: trigram word similarity, pg_trgm's `%>`,
 * professionals_search_idx. Words are bound parameters, folded like the document: no text ever
 * becomes a pattern.
 */
export function textCondition(text: SearchPlan['text'], { exact, near }: WordMatches): SQL | undefined {
  if (text.length === 0) return undefined;
  const matches = (word: string) => {
    if (exact.has(word)) return isWord(word);
    const nearest = near.get(word);
    if (!nearest) return sql`${professionals.searchDoc} %> ${word}::text`;
    return nearest.length > 0 ? isAnyWord(nearest) : sql`false`;
  };
  return and(...text.map((alternatives) => or(...alternatives.map((words) => and(...words.map(matches))))));
}

/** Offers one of these services (a search word naming services). */
const offersOneOf = (db: Db, id: AnyPgColumn, slugs: string[]) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(professionalServices)
      .where(
        and(eq(professionalServices.professionalId, id), inArray(professionalServices.categorySlug, slugs)),
      ),
  );

/** Nothing searchable (only signs: emoji, '%', quotes…): nothing can match, nothing is guessed. */
const isEmpty = (plan: SearchPlan) => plan.services.length + plan.places.length + plan.text.length === 0;

/**
 * The search as SQL on `professionals` (the suggestions'): every word fuzzy, as while typing.
 */
export function searchCondition(db: Db, q: string, places: readonly string[]): SQL {
  const plan = planSearch(q, SEARCHABLE_CATEGORIES, places);
  if (isEmpty(plan)) return sql`false`;
  return and(
    ...plan.services.map((slugs) => offersOneOf(db, professionals.id, slugs)),
    plan.places.length > 0 ? inArray(cityKey(professionals), plan.places.map(foldedParam)) : undefined,
    textCondition(plan.text, { exact: new Set(), near: new Map() }),
  )!;
}

const SEARCHABLE_CATEGORIES = FIXED_CATEGORIES.map(({ slug, label }) => ({ slug, label }));
const foldedParam = (text: string) => sql`servihogar_fold(${text}::text)`;

/** The localities a search recognises: the marketplace's province in the offline gazetteer. */
export async function knownPlaces(): Promise<string[]> {
  return (await listCities(HOME_PROVINCE)).map((city) => city.name);
}

/** The city as the gazetteer names it, whatever the case or accents (the city indexes' expression). */
export const cityKey = (t: { ciudad: AnyPgColumn }) => sql`servihogar_fold(${t.ciudad})`;

const FIXED_SLUGS: ReadonlySet<string> = new Set(FIXED_CATEGORIES.map((c) => c.slug));

/**
 * The listing rows a query reads, and the services they stand for: the asked service's; else the
 * first service a search names alone ("plomero", a typo, a synonym naming one), as on its category
 * page; else the ANY_SERVICE rows. When the search names one more service alone, and both are fixed,
 * the rows of those who offer both (decision 0045): "plomero gasista", or "gasista" on the
 * plomero page, is one index range.
 */
export function listedRows(
  query: ProfessionalsListQuery,
  search: Search | null,
): { category: string; services: readonly string[] } {
  const named = (search?.plan.services ?? []).flatMap((slugs) => (slugs.length === 1 ? slugs : []));
  const first = query.servicio ? categorySlug(query.servicio) : named[0];
  if (first === undefined) return { category: ANY_SERVICE, services: [] };
  const second = named.find((slug) => slug !== first && FIXED_SLUGS.has(slug));
  return second && FIXED_SLUGS.has(first)
    ? { category: servicePair(first, second), services: [first, second] }
    : { category: first, services: [first] };
}

/**
 * Every condition of the page but the cursor, on the listing rows (and the document of the
 * professional for the search's words): the listing rule, the category, each filter and the search.
 * The results count runs the same conditions.
 */
export function findingConditions(
  db: Db,
  query: ProfessionalsListQuery,
  now: Date,
  search: Search | null,
): SQL {
  const rows = listedRows(query, search);
  const plan = search?.plan;
  // The search's service words but those the rows already are.
  const services = (plan?.services ?? []).filter(
    (slugs) => !(slugs.length === 1 && rows.services.includes(slugs[0]!)),
  );
  const text = plan ? textCondition(plan.text, search) : undefined;
  const documents = search?.documents;
  return and(
    eq(l.categorySlug, rows.category),
    rows.services.length === 2 ? isPairRow(l.categorySlug) : undefined,
    listedCondition(now, l),
    publicCategoryCondition(db, query.servicio),
    ...(query.opciones ?? []).map((option) => eq(l[option], true)),
    query.verificados === 'true' ? verifiedCondition(query.servicio) : undefined,
    query.respondeRapido === 'true' ? fastResponseCondition(db) : undefined,
    query.trabajoRegistrado === 'true' ? eq(l.trabajoRegistrado, true) : undefined,
    query.calificacionMin ? gte(l.calificacion, Number(query.calificacionMin)) : undefined,
    query.tarifaMax ? and(eq(l.rateUnit, query.tarifaPor!), lte(l.rateAmount, query.tarifaMax)) : undefined,
    query.dia ? sql`(${l.availableDays} & ${toBits(WEEK_DAYS, [query.dia])}) <> 0` : undefined,
    query.ciudad ? eq(cityKey(l), foldedParam(query.ciudad)) : undefined,
    plan && isEmpty(plan) ? sql`false` : undefined,
    ...services.map((slugs) => offersOneOf(db, l.professionalId, slugs)),
    plan && plan.places.length > 0 ? inArray(cityKey(l), plan.places.map(foldedParam)) : undefined,
    // The professionals whose document matches: their ids when few (the page joins from them),
    // else a set the planner may probe while it walks the sort's index.
    documents
      ? sql`${l.professionalId} = any(${sql.param(documents)}::uuid[])`
      : text
        ? inArray(l.professionalId, db.select({ id: professionals.id }).from(professionals).where(text))
        : undefined,
  )!;
}

/** The very expression of the point indexes (professionals_earth_idx, listings_point_idx). */
export const pointOf = (t: { latitude: AnyPgColumn; longitude: AnyPgColumn }) =>
  sql`ll_to_earth(${t.latitude}, ${t.longitude})`;
export const pointParam = (point: { latitude: number; longitude: number }) =>
  sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;

/**
 * When a city finds no one: up to 5 other cities whose listed professionals match everything else,
 * nearest to the point first (the browser's, or the chosen city's from the gazetteer) or, without
 * a point, those with most professionals first (counted up to RESULTS_COUNT_MAX + 1). The
 * category's cities come one index probe each (a skip scan of listings_city_name_idx), then each
 * city's nearest match (a KNN probe) or its capped count: never a pass over the whole category.
 */
export async function nearestLocalities(
  db: Db,
  query: ProfessionalsListQuery,
  now: Date,
  search: Search | null,
): Promise<{ ciudad: string; distanciaKm: number | null }[]> {
  const elsewhere = { ...query, ciudad: undefined };
  const { category } = listedRows(elsewhere, search);
  const here =
    query.latitude !== undefined && query.longitude !== undefined ? pointParam(query as Point) : null;
  const city = cityKey(l);
  const inCity = and(findingConditions(db, elsewhere, now, search), sql`${city} = cities.k`);
  const best = here
    ? sql`select ${l.ciudad} as ciudad, earth_distance(${pointOf(l)}, ${here}) as distance, 0 as n
        from ${l} where ${inCity} order by ${pointOf(l)} <-> ${here} limit 1`
    : sql`select min(ciudad) as ciudad, null::float8 as distance, count(*) as n
        from (select ${l.ciudad} as ciudad from ${l} where ${inCity} limit ${RESULTS_COUNT_MAX + 1}) as matched
        having count(*) > 0`;
  const { rows } = await db.execute<{ ciudad: string; distance: number | null }>(sql`
    with recursive cities(k) as (
      (select ${city} from ${l} where ${l.categorySlug} = ${category} order by 1 limit 1)
      union all
      select (select ${city} from ${l} where ${l.categorySlug} = ${category} and ${city} > cities.k
        order by 1 limit 1)
      from cities where cities.k is not null)
    select found.ciudad, found.distance from cities cross join lateral (${best}) as found
    where cities.k is not null
    order by found.distance asc nulls last, found.n desc, found.ciudad
    limit 5`);
  return rows.map((row) => ({
    ciudad: row.ciudad,
    distanciaKm: row.distance === null ? null : Number(row.distance),
  }));
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
