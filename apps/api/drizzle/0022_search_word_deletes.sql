-- Decision 0046: a word and every string one deletion from it. Two words one edit apart (a letter
-- missing, added, changed, or two swapped) share one of these, so a typo finds its nearest words by
-- an index lookup of its own deletes, however many words share its trigrams. Past 30 characters a
-- word is only itself (a typo of it is left to the trigrams): its deletes would fill the index.
CREATE FUNCTION servihogar_deletes(word text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array[word] || array(
    SELECT left(word, i - 1) || substr(word, i + 1)
    FROM generate_series(1, char_length(word)) AS i
    WHERE char_length(word) BETWEEN 2 AND 30)
$$;
--> statement-breakpoint
CREATE INDEX "search_words_deletes_idx" ON "search_words" USING gin (servihogar_deletes("word"));
