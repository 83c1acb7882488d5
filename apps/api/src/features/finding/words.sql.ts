import { FIXED_CATEGORIES } from '@servihogar/shared/constants';
import { HOME_PROVINCE, NEARBY_LOCALITIES_KM, planSearch, type SearchPlan } from '@servihogar/shared/finding';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listedCondition } from '../../db/listing.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { deletesOf, searchWords } from '../../db/tables/search-words.table.ts';
import { listCities, localitiesNear } from '../geo/geo.service.ts';

// A search's words: planned (shared/finding.ts), looked up in the documents, typos through the
// vocabulary (decisions 0044, 0046, 0048). Imports nothing else of finding (docs/search.md).

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
  const words = await lookUpWords(db, plan.text, now);
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
 * (professionals_search_words_idx for both). Words are bound parameters, folded like the document:
 * no text ever becomes a pattern.
 */
export function textCondition(text: SearchPlan['text'], { exact, near }: WordMatches): SQL | undefined {
  if (text.length === 0) return undefined;
  const matches = (word: string) => {
    if (exact.has(word)) return isWord(word);
    const nearest = near.get(word) ?? [];
    return nearest.length > 0 ? isAnyWord(nearest) : sql`false`;
  };
  return and(...text.map(matches));
}

export const SEARCHABLE_CATEGORIES = FIXED_CATEGORIES.map(({ slug, label }) => ({ slug, label }));

/** The localities a search recognises: the marketplace's province in the offline gazetteer. */
export async function knownPlaces(): Promise<string[]> {
  return (await listCities(HOME_PROVINCE)).map((city) => city.name);
}

/** The localities around a city of the province (issue 44, decision 0065): "localidades cercanas". */
export const nearbyPlaces = (city: string): Promise<string[]> =>
  localitiesNear(HOME_PROVINCE, city, NEARBY_LOCALITIES_KM);
