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
-- Whether two words are one edit apart (or equal): a letter missing, added or changed, or two next to
-- each other swapped. A shared delete finds such words, and some two edits apart ("abc", "bcd").
CREATE FUNCTION servihogar_one_edit_apart(a text, b text) RETURNS boolean LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE char_length(a) - char_length(b)
    WHEN 1 THEN b = ANY (servihogar_deletes(a))
    WHEN -1 THEN a = ANY (servihogar_deletes(b))
    WHEN 0 THEN a = b OR EXISTS (
      SELECT 1 FROM generate_series(1, char_length(a)) AS i
      WHERE left(a, i - 1) = left(b, i - 1) AND (
        substr(a, i + 1) = substr(b, i + 1)
        OR (substr(a, i + 2) = substr(b, i + 2)
          AND substr(a, i, 1) = substr(b, i + 1, 1) AND substr(a, i + 1, 1) = substr(b, i, 1))))
    ELSE false END
$$;
--> statement-breakpoint
CREATE INDEX "search_words_deletes_idx" ON "search_words" USING gin (servihogar_deletes("word"));
