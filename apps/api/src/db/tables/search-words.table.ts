import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Decision 0046: a word and every string one deletion from it (`servihogar_deletes`, migration 0022;
 * only the word itself past 30 characters). Two words one edit apart (a letter missing, added,
 * changed, or two swapped) share one of these, so a typo's nearest words are a lookup of its own
 * in `search_words_deletes_idx`, however many words share its trigrams.
 */
export const deletesOf = (word: AnyPgColumn | SQL) => sql`servihogar_deletes(${word})`;

/**
 * Decision 0044: the words of the listed and unlisted professionals' search documents, each with
 * how many documents hold it, so a search word found in none (a typo) is looked up among a few
 * hundred thousand short words, not matched against every document. Kept by triggers (migration
 * 0020) from `professionals.search_doc`, never written by the app: a word leaves with its last
 * document (an erased professional's name too).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    docs: integer('docs').notNull(),
  },
  (t) => [
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
    index('search_words_deletes_idx').using('gin', deletesOf(t.word)),
  ],
);
