-- Hardening round 2 (decision 0030).
-- Finding 6: which replica holds a mail's lease, so a restarted replica frees its own claims at once.
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_by" text;--> statement-breakpoint
-- Finding 9: one professional profile per DNI. The key is the DNI's letters and digits in upper
-- case (shared `dniKey`). Profiles that already share a DNI keep theirs: only the oldest gets the
-- key, the later ones stay null (not blocked by the index) for an admin to sort out; a new profile
-- or an edit to that DNI is refused.
ALTER TABLE "professionals" ADD COLUMN "dni_key" text;--> statement-breakpoint
UPDATE "professionals" AS p SET "dni_key" = first."key"
FROM (
  SELECT DISTINCT ON ("key") "id", "key"
  FROM (
    SELECT "id", "created_at", upper(regexp_replace("dni", '[^0-9A-Za-z]', '', 'g')) AS "key"
    FROM "professionals"
  ) AS keyed
  WHERE "key" <> ''
  ORDER BY "key", "created_at", "id"
) AS first
WHERE p."id" = first."id";--> statement-breakpoint
CREATE UNIQUE INDEX "professionals_dni_key" ON "professionals" USING btree ("dni_key");
