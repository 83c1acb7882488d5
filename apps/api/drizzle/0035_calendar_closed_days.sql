CREATE TABLE "calendar_closed_days" (
	"professional_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "calendar_closed_days_professional_id_day_pk" PRIMARY KEY("professional_id","day")
);
--> statement-breakpoint
ALTER TABLE "calendar_closed_days" ADD CONSTRAINT "calendar_closed_days_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 0072: the days a professional is closed (a day off, or every weekly hour of the day
-- booked), so that "Disponible el {fecha}" is one primary-key probe per listing row. Recomputed for
-- the given days from the three tables; under the professional's booking lock (book-time.ts), so a
-- booking and a change of the calendar never compute from each other's half.
CREATE FUNCTION "calendar_refresh_closed_days"("pro" uuid, "days" date[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- A professional being deleted cascades into its calendar: nothing to keep then.
  IF NOT EXISTS (SELECT 1 FROM "professionals" WHERE "id" = "pro") THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('booking:' || "pro"::text, 0));
  DELETE FROM "calendar_closed_days" WHERE "professional_id" = "pro" AND "day" = ANY("days");
  INSERT INTO "calendar_closed_days" ("professional_id", "day")
  SELECT DISTINCT "pro", d FROM unnest("days") AS d
  WHERE EXISTS (
      SELECT 1 FROM "calendar_days_off" o
      WHERE o."professional_id" = "pro" AND o."last_day" >= d AND o."first_day" <= d)
    OR EXISTS (
      SELECT 1 FROM "calendar_booked_days" b
      WHERE b."professional_id" = "pro" AND b."day" = d AND b."booked_minutes" > 0
        AND b."booked_minutes" >= (
          SELECT sum(h."ends_min" - h."starts_min") FROM "calendar_hours" h
          WHERE h."professional_id" = "pro" AND h."weekday" = extract(isodow FROM d)::int - 1));
END
$$;--> statement-breakpoint
CREATE FUNCTION "calendar_closed_days_of_booked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "calendar_refresh_closed_days"(OLD."professional_id", ARRAY[OLD."day"]); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "calendar_refresh_closed_days"(NEW."professional_id", ARRAY[NEW."day"]); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "calendar_booked_days_closed_days"
  AFTER INSERT OR UPDATE OR DELETE ON "calendar_booked_days"
  FOR EACH ROW EXECUTE FUNCTION "calendar_closed_days_of_booked"();--> statement-breakpoint
CREATE FUNCTION "calendar_closed_days_of_days_off"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "calendar_refresh_closed_days"(OLD."professional_id",
      ARRAY(SELECT generate_series(OLD."first_day", OLD."last_day", interval '1 day')::date));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "calendar_refresh_closed_days"(NEW."professional_id",
      ARRAY(SELECT generate_series(NEW."first_day", NEW."last_day", interval '1 day')::date));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "calendar_days_off_closed_days"
  AFTER INSERT OR UPDATE OR DELETE ON "calendar_days_off"
  FOR EACH ROW EXECUTE FUNCTION "calendar_closed_days_of_days_off"();--> statement-breakpoint
-- A change of the weekly hours: the booked days of that weekday may fill up or open.
CREATE FUNCTION "calendar_closed_days_of_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT x."professional_id" AS pro, x."weekday" AS wd FROM (
      SELECT OLD."professional_id", OLD."weekday" WHERE TG_OP <> 'INSERT'
      UNION SELECT NEW."professional_id", NEW."weekday" WHERE TG_OP <> 'DELETE'
    ) AS x("professional_id", "weekday")
  LOOP
    PERFORM "calendar_refresh_closed_days"(r.pro, ARRAY(
      SELECT b."day" FROM "calendar_booked_days" b
      WHERE b."professional_id" = r.pro AND extract(isodow FROM b."day")::int - 1 = r.wd));
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "calendar_hours_closed_days"
  AFTER INSERT OR UPDATE OR DELETE ON "calendar_hours"
  FOR EACH ROW EXECUTE FUNCTION "calendar_closed_days_of_hours"();--> statement-breakpoint
-- What the calendars already hold.
SELECT "calendar_refresh_closed_days"(p."pro", array_agg(p."day")) FROM (
  SELECT "professional_id" AS "pro", "day" FROM "calendar_booked_days"
  UNION
  SELECT o."professional_id", generate_series(o."first_day", o."last_day", interval '1 day')::date
  FROM "calendar_days_off" o
) p GROUP BY p."pro";
