// Finding a professional (issue 27): the words of a search, the synonyms, and how a rate and the
// usual availability read. Without zod, so a card can format a rate without the schemas.

import { PROFESSIONAL_SORTS } from './constants.ts';
import { foldForSearch } from './fold.ts';
import { labelsOf } from './format.ts';
import { SEARCH_SYNONYMS_BY_SERVICE } from './search-synonyms.ts';

/** The marketplace's province in the offline gazetteer (Tucumán): its localities are the filter's list. */
export const HOME_PROVINCE = 'AR.24';

/**
 * The localities around a city (issue 44, decision 0065): those of the gazetteer within this many
 * km of it. From San Miguel de Tucumán: Banda del Río Salí, Alderetes, Yerba Buena, Tafí Viejo.
 */
export const NEARBY_LOCALITIES_KM = 15;

/** The longest search text accepted (characters). */
export const SEARCH_MAX = 200;
/** At most this many words of a search are matched (the rest are ignored). */
export const SEARCH_WORDS_MAX = 6;
/** Results counted exactly up to this many; beyond it the page says "más de". */
export const RESULTS_COUNT_MAX = 100;
/** Suggestions shown under the search box. */
export const SUGGESTIONS_MAX = 8;

export const WEEK_DAYS = ['lun', 'mar', 'mie', 'jue', 'vie', 'sab', 'dom'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export const WEEK_DAY_NAMES: Record<WeekDay, string> = {
  lun: 'Lunes',
  mar: 'Martes',
  mie: 'Miércoles',
  jue: 'Jueves',
  vie: 'Viernes',
  sab: 'Sábado',
  dom: 'Domingo',
};
/** 'Lun', 'Mié', 'Sáb': the names' first three letters. */
export const WEEK_DAY_LABELS = labelsOf(WEEK_DAYS, (day) => WEEK_DAY_NAMES[day].slice(0, 3));

export const TIME_SLOTS = ['manana', 'tarde', 'noche'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];
export const TIME_SLOT_LABELS: Record<TimeSlot, string> = {
  manana: 'mañana',
  tarde: 'tarde',
  noche: 'noche',
};

export const RATE_UNITS = ['hora', 'jornada', 'visita', 'convenir'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];
export const RATE_UNIT_LABELS: Record<RateUnit, string> = {
  hora: 'Por hora',
  jornada: 'Por jornada',
  visita: 'Por visita',
  convenir: 'A convenir',
};
/** The highest rate accepted, in pesos. */
export const RATE_MAX = 100_000_000;
/** The units a "Hasta $ …" filter is in (issue 48): a rate to agree has no amount to compare. */
export const PRICE_FILTER_UNITS = ['hora', 'visita', 'jornada'] as const;
export type PriceFilterUnit = (typeof PRICE_FILTER_UNITS)[number];

/** The category page's sorts: the spec's three, then nearest (needs a point), lowest rate and the featured first (issue 45). */
export const FINDING_SORTS = [...PROFESSIONAL_SORTS, 'cercania', 'tarifa', 'destacados'] as const;
export type FindingSort = (typeof FINDING_SORTS)[number];
export const FINDING_SORT_LABELS: Record<FindingSort, string> = {
  todos: 'Todos',
  mejorCalificacion: 'Mejor calificación',
  fechaCercana: 'Más recientes',
  cercania: 'Más cerca',
  tarifa: 'Menor tarifa',
  destacados: 'Destacados primero',
};

/** Stars a professional must have at least for "4 estrellas o más". */
export const MIN_RATING_VALUES = ['4'] as const;

/** Bits of a set of days or slots as stored (lun = 1, mar = 2, … in list order). */
export const toBits = <T extends string>(all: readonly T[], chosen: readonly T[]): number =>
  all.reduce((bits, value, i) => (chosen.includes(value) ? bits | (1 << i) : bits), 0);
export const fromBits = <T extends string>(all: readonly T[], bits: number): T[] =>
  all.filter((_, i) => (bits & (1 << i)) !== 0);

// Words that say nothing about whom to find.
const STOP_WORDS = new Set([
  'de',
  'del',
  'la',
  'las',
  'el',
  'los',
  'y',
  'en',
  'para',
  'con',
  'un',
  'una',
  'que',
]);

/**
 * The words of a search, folded, without repeats or stop words. Anything that is not a letter or
 * digit separates words, so `%`, quotes or emoji never reach SQL as patterns. Empty when nothing
 * searchable is left.
 */
export function searchTerms(q: string): string[] {
  const words = foldForSearch(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX);
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** pg_trgm's similarity() of two words: shared trigrams over all of them. */
export function wordSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared += 1;
  return shared / (ta.size + tb.size - shared);
}

/** How close a typed word must be to a category's word to mean it (a typo or two). */
const CATEGORY_SIMILARITY = 0.5;

const wordsOf = (text: string) =>
  foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A typed word meaning a word of a name: the same, its beginning (3+ letters), or a near typo. */
const means = (typed: string, word: string) =>
  typed === word || (typed.length >= 3 && word.startsWith(typed)) || isTypo(typed, word);

/** A typed word a typo or two away from a word (4+ letters; a synonym is matched this way too). */
const isTypo = (typed: string, word: string) =>
  typed.length >= 4 && wordSimilarity(typed, word) >= CATEGORY_SIMILARITY;

/**
 * A search understood before it reaches SQL: words naming a known locality become that city,
 * words and phrases people use for a service (SEARCH_SYNONYMS_BY_SERVICE) and words naming a
 * service (a typo or a beginning too) become that category, the rest is matched in the
 * professionals' search documents. Each list is ANDed.
 */
export type SearchPlan = {
  /** Per service word or phrase: the category slugs it may mean (any of them). */
  services: string[][];
  /** Localities named (as the gazetteer spells them); any of them. */
  places: string[];
  /** The other words, folded: each must match. */
  text: string[];
};

type Phrase = { value: string; words: string[] };

/** Phrases as the search compares them: folded words without stop words, longest first. */
const phrasesOf = (entries: readonly (readonly [text: string, value: string])[]): Phrase[] =>
  entries
    .map(([text, value]) => ({ value, words: wordsOf(text).filter((w) => !STOP_WORDS.has(w)) }))
    .filter((phrase) => phrase.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);

const SYNONYM_PHRASES = phrasesOf(
  Object.entries(SEARCH_SYNONYMS_BY_SERVICE).flatMap(([slug, texts]) =>
    texts.map((text) => [text, slug] as const),
  ),
);

/** Takes each phrase found in the words (longest first, once each), in place of its words. */
function takePhrases(terms: string[], phrases: readonly Phrase[]): { found: string[]; rest: string[] } {
  let rest = terms;
  const found: string[] = [];
  for (const phrase of phrases) {
    const at = rest.findIndex((_, i) => phrase.words.every((w, j) => rest[i + j] === w));
    if (at < 0) continue;
    found.push(phrase.value);
    rest = [...rest.slice(0, at), ...rest.slice(at + phrase.words.length)];
  }
  return { found, rest };
}

export function planSearch(
  q: string,
  categories: readonly { slug: string; label: string }[],
  places: readonly string[],
): SearchPlan {
  // Localities first, longest names first: 'san miguel de tucuman' before 'tucuman'.
  const located = takePhrases(searchTerms(q), phrasesOf(places.map((name) => [name, name] as const)));
  // Then the phrases people use for a service, as typed ("baby sitter", "señora de limpieza").
  const named = takePhrases(located.rest, SYNONYM_PHRASES);
  const labelled = categories.map((c) => ({ slug: c.slug, words: wordsOf(c.label) }));
  const services = [...new Set(named.found)].map((slug) => [slug]);
  const text: string[] = [];
  for (const typed of named.rest) {
    const slugs = labelled.filter((c) => c.words.some((w) => means(typed, w))).map((c) => c.slug);
    const misspelt = SYNONYM_PHRASES.filter(
      (p) => p.words.length === 1 && isTypo(typed, p.words[0]!) && !slugs.includes(p.value),
    ).map((p) => p.value);
    if (slugs.length + misspelt.length > 0) services.push([...slugs, ...new Set(misspelt)]);
    else text.push(typed);
  }
  return { services, places: located.found, text };
}

const pesos = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** '$ 4.000', as people in Argentina write pesos. */
export const formatPesos = (amount: number): string => pesos.format(amount).replace(/\u00a0/g, ' ');

export type Rate = { monto: number | null; unidad: RateUnit };

/** "Desde $ 4.000 la hora", or "A convenir"; null when the professional said nothing. */
export function formatRate(rate: Rate | null | undefined): string | null {
  if (!rate) return null;
  if (rate.unidad === 'convenir' || rate.monto === null) return RATE_UNIT_LABELS.convenir;
  return `Desde ${formatPesos(rate.monto)} la ${rate.unidad}`;
}

export type Availability = { dias: WeekDay[]; franjas: TimeSlot[] };

/** Runs of consecutive days: 'Lun a Vie', 'Lun, Mié y Vie', 'Sáb'. */
function formatDays(days: readonly WeekDay[]): string {
  const indexes = WEEK_DAYS.map((day, i) => (days.includes(day) ? i : -1)).filter((i) => i >= 0);
  const runs: string[] = [];
  for (let start = 0; start < indexes.length; ) {
    let end = start;
    while (end + 1 < indexes.length && indexes[end + 1] === indexes[end]! + 1) end += 1;
    const first = WEEK_DAY_LABELS[WEEK_DAYS[indexes[start]!]!];
    const last = WEEK_DAY_LABELS[WEEK_DAYS[indexes[end]!]!];
    if (end - start >= 2) runs.push(`${first} a ${last}`);
    else for (let i = start; i <= end; i++) runs.push(WEEK_DAY_LABELS[WEEK_DAYS[indexes[i]!]!]);
    start = end + 1;
  }
  return joinSpanish(runs);
}

const joinSpanish = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;

/** "Lun a Vie · mañana y tarde"; null when neither days nor slots were given. */
export function formatAvailability(availability: Availability | null | undefined): string | null {
  if (!availability) return null;
  const days = formatDays(availability.dias);
  const slots = joinSpanish(
    TIME_SLOTS.filter((slot) => availability.franjas.includes(slot)).map((slot) => TIME_SLOT_LABELS[slot]),
  );
  return [days, slots].filter(Boolean).join(' · ') || null;
}
