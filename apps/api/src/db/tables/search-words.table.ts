import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

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
  (t) => [index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
