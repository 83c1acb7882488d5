CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"client_account_id" uuid NOT NULL,
	"solicitud_id" uuid,
	"series_id" uuid,
	"during" "tstzrange" NOT NULL,
	"state" text DEFAULT 'confirmada' NOT NULL,
	"active" boolean GENERATED ALWAYS AS (state = 'confirmada') STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_state" CHECK ("bookings"."state" in ('confirmada', 'cancelada'))
);
--> statement-breakpoint
CREATE TABLE "calendar_booked_days" (
	"professional_id" uuid NOT NULL,
	"day" date NOT NULL,
	"booked_minutes" integer NOT NULL,
	CONSTRAINT "calendar_booked_days_professional_id_day_pk" PRIMARY KEY("professional_id","day")
);
--> statement-breakpoint
CREATE TABLE "calendar_days_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "calendar_days_off_order" CHECK ("calendar_days_off"."first_day" <= "calendar_days_off"."last_day")
);
--> statement-breakpoint
CREATE TABLE "calendar_hours" (
	"professional_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_min" smallint NOT NULL,
	"ends_min" smallint NOT NULL,
	CONSTRAINT "calendar_hours_professional_id_weekday_starts_min_pk" PRIMARY KEY("professional_id","weekday","starts_min"),
	CONSTRAINT "calendar_hours_weekday" CHECK ("calendar_hours"."weekday" between 0 and 6),
	CONSTRAINT "calendar_hours_range" CHECK (0 <= "calendar_hours"."starts_min" and "calendar_hours"."starts_min" < "calendar_hours"."ends_min" and "calendar_hours"."ends_min" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "professional_calendars" (
	"professional_id" uuid PRIMARY KEY NOT NULL,
	"horizon_days" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_calendars_horizon" CHECK ("professional_calendars"."horizon_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_account_id_accounts_id_fk" FOREIGN KEY ("client_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_booked_days" ADD CONSTRAINT "calendar_booked_days_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_days_off" ADD CONSTRAINT "calendar_days_off_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_hours" ADD CONSTRAINT "calendar_hours_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_calendars" ADD CONSTRAINT "professional_calendars_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_client_idx" ON "bookings" USING btree ("client_account_id");--> statement-breakpoint
CREATE INDEX "bookings_solicitud_idx" ON "bookings" USING btree ("solicitud_id");--> statement-breakpoint
CREATE INDEX "bookings_series_idx" ON "bookings" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "calendar_days_off_professional_idx" ON "calendar_days_off" USING btree ("professional_id","last_day","first_day");--> statement-breakpoint
-- Issue 43: two active bookings of one professional never overlap, whatever the number of replicas
-- racing (SQLSTATE 23P01 for the loser). btree_gist (0019) lets the uuid share the GiST index.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("professional_id" WITH =, "during" WITH &&) WHERE ("active");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_during_bounded" CHECK (
  NOT isempty("during") AND lower_inc("during") AND NOT upper_inc("during")
  AND NOT lower_inf("during") AND NOT upper_inf("during")
);--> statement-breakpoint
-- The Tucumán days (UTC−3 all year, shared/calendar.ts) a range of instants touches, and the minutes
-- it takes in each.
CREATE FUNCTION "tucuman_day_minutes"("during" tstzrange) RETURNS TABLE("day" date, "minutes" integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT d::date, (extract(epoch FROM upper(p.part) - lower(p.part)) / 60)::integer
  FROM generate_series(
      (((lower($1) AT TIME ZONE 'UTC') - interval '3 hours')::date)::timestamp,
      (((upper($1) AT TIME ZONE 'UTC') - interval '3 hours' - interval '1 microsecond')::date)::timestamp,
      interval '1 day') AS d
  CROSS JOIN LATERAL (
    SELECT $1 * tstzrange((d + interval '3 hours') AT TIME ZONE 'UTC', (d + interval '27 hours') AT TIME ZONE 'UTC') AS part
  ) p
  WHERE NOT isempty(p.part)
$$;--> statement-breakpoint
-- calendar_booked_days by addition and subtraction: two transactions booking the same day each add
-- their own minutes to the latest row version, so no sum is lost.
CREATE FUNCTION "bookings_booked_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."active" THEN
    UPDATE "calendar_booked_days" b SET "booked_minutes" = b."booked_minutes" - m."minutes"
    FROM "tucuman_day_minutes"(OLD."during") m
    WHERE b."professional_id" = OLD."professional_id" AND b."day" = m."day";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."active" THEN
    INSERT INTO "calendar_booked_days" ("professional_id", "day", "booked_minutes")
    SELECT NEW."professional_id", m."day", m."minutes" FROM "tucuman_day_minutes"(NEW."during") m
    ON CONFLICT ("professional_id", "day")
    DO UPDATE SET "booked_minutes" = "calendar_booked_days"."booked_minutes" + excluded."booked_minutes";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_booked_days"
  AFTER INSERT OR DELETE OR UPDATE OF "professional_id", "during", "state" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_booked_days"();--> statement-breakpoint
-- The list filter "Disponible el {fecha}" reads the calendar: a change of it is a new data version.
CREATE CONSTRAINT TRIGGER "calendar_hours_data_version"
  AFTER INSERT OR UPDATE OR DELETE ON "calendar_hours"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('professional_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "calendar_days_off_data_version"
  AFTER INSERT OR UPDATE OR DELETE ON "calendar_days_off"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('professional_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "professional_calendars_data_version"
  AFTER INSERT OR UPDATE OR DELETE ON "professional_calendars"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('professional_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "calendar_booked_days_data_version"
  AFTER INSERT OR UPDATE OR DELETE ON "calendar_booked_days"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('professional_id');
