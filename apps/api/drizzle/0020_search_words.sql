-- Decision 0044: the vocabulary of the search documents, where a word found in no document as it is
-- typed (a typo) finds its nearest words: a few hundred thousand short words instead of every document.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"docs" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- Each word counts the documents that hold it (the words of professionals_search_words_idx): the
-- documents added raise it, those removed lower it, and it leaves at zero. Two statements: the second
-- must see the first's counts.
CREATE FUNCTION servihogar_count_search_words(added text[], removed text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words AS s (word, docs)
  SELECT w, sum(d)::int FROM (
    SELECT w, 1 AS d FROM unnest(added) AS doc,
      unnest(tsvector_to_array(to_tsvector('simple'::regconfig, doc))) AS w
    UNION ALL
    SELECT w, -1 FROM unnest(removed) AS doc,
      unnest(tsvector_to_array(to_tsvector('simple'::regconfig, doc))) AS w
  ) AS moves
  GROUP BY w HAVING sum(d) <> 0
  ON CONFLICT (word) DO UPDATE SET docs = s.docs + excluded.docs;
  DELETE FROM search_words USING (
    SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple'::regconfig, doc))) AS w
    FROM unnest(removed) AS doc) AS gone
  WHERE search_words.word = gone.w AND search_words.docs <= 0;
$$;
--> statement-breakpoint
CREATE FUNCTION servihogar_professionals_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM servihogar_count_search_words(array(SELECT search_doc FROM new_professionals), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM servihogar_count_search_words('{}', array(SELECT search_doc FROM old_professionals));
  ELSE
    -- Only the documents that changed (most updates leave the document as it was).
    PERFORM servihogar_count_search_words(
      array(SELECT n.search_doc FROM new_professionals n JOIN old_professionals o USING (id)
        WHERE n.search_doc IS DISTINCT FROM o.search_doc),
      array(SELECT o.search_doc FROM new_professionals n JOIN old_professionals o USING (id)
        WHERE n.search_doc IS DISTINCT FROM o.search_doc));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER professionals_search_words_insert AFTER INSERT ON professionals
  REFERENCING NEW TABLE AS new_professionals FOR EACH STATEMENT EXECUTE FUNCTION servihogar_professionals_search_words();
--> statement-breakpoint
CREATE TRIGGER professionals_search_words_update AFTER UPDATE ON professionals
  REFERENCING OLD TABLE AS old_professionals NEW TABLE AS new_professionals
  FOR EACH STATEMENT EXECUTE FUNCTION servihogar_professionals_search_words();
--> statement-breakpoint
CREATE TRIGGER professionals_search_words_delete AFTER DELETE ON professionals
  REFERENCING OLD TABLE AS old_professionals FOR EACH STATEMENT EXECUTE FUNCTION servihogar_professionals_search_words();
--> statement-breakpoint
SELECT servihogar_count_search_words(array(SELECT search_doc FROM professionals), '{}');
