-- Decision 0041: the listing as one index range. btree_gist lets one GiST index hold the category and
-- the city beside the point (a trusted extension; PGlite bundles it as a contrib module).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "listings" (
	"professional_id" uuid NOT NULL,
	"category_slug" text NOT NULL,
	"nombre" text NOT NULL,
	"apellido" text NOT NULL,
	"ciudad" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"calificacion" real DEFAULT 0 NOT NULL,
	"alta_usuario" boolean DEFAULT false NOT NULL,
	"trial_started_at" timestamp with time zone,
	"free_suspended" boolean DEFAULT false NOT NULL,
	"paid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"identity_verified" boolean DEFAULT false NOT NULL,
	"license_verified" boolean DEFAULT false NOT NULL,
	"trabajo_registrado" boolean DEFAULT false NOT NULL,
	"available_days" smallint,
	"semanal" boolean DEFAULT false NOT NULL,
	"mensual" boolean DEFAULT false NOT NULL,
	"personas_enfermas" boolean DEFAULT false NOT NULL,
	"personas_mayores" boolean DEFAULT false NOT NULL,
	"personas_discapacitadas" boolean DEFAULT false NOT NULL,
	"rate_amount" integer,
	CONSTRAINT "listings_professional_id_category_slug_pk" PRIMARY KEY("professional_id","category_slug")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "listings_name_idx" ON "listings" USING btree ("category_slug","nombre","apellido","professional_id");--> statement-breakpoint
CREATE INDEX "listings_city_name_idx" ON "listings" USING btree ("category_slug",servihogar_fold("ciudad"),"nombre","apellido","professional_id");--> statement-breakpoint
CREATE INDEX "listings_rating_idx" ON "listings" USING btree ("category_slug","calificacion" DESC NULLS LAST,"nombre","apellido","professional_id");--> statement-breakpoint
CREATE INDEX "listings_city_rating_idx" ON "listings" USING btree ("category_slug",servihogar_fold("ciudad"),"calificacion" DESC NULLS LAST,"nombre","apellido","professional_id");--> statement-breakpoint
CREATE INDEX "listings_date_idx" ON "listings" USING btree ("category_slug","created_at" DESC NULLS LAST,"professional_id");--> statement-breakpoint
CREATE INDEX "listings_city_date_idx" ON "listings" USING btree ("category_slug",servihogar_fold("ciudad"),"created_at" DESC NULLS LAST,"professional_id");--> statement-breakpoint
CREATE INDEX "listings_rate_idx" ON "listings" USING btree ("category_slug","rate_amount","professional_id");--> statement-breakpoint
CREATE INDEX "listings_city_rate_idx" ON "listings" USING btree ("category_slug",servihogar_fold("ciudad"),"rate_amount","professional_id");--> statement-breakpoint
CREATE INDEX "listings_point_idx" ON "listings" USING gist ("category_slug",servihogar_fold("ciudad"),ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "professionals_search_words_idx" ON "professionals" USING gin (to_tsvector('simple'::regconfig, "search_doc"));
--> statement-breakpoint
-- A professional's listing rows, written anew from the two tables: one per service, and the '*' row
-- for all of them (any service's options, the lowest rate). Every professional has the '*' row. The
-- ids are joined, not tested with = ANY (a linear search per row: hours for a bulk load).
CREATE FUNCTION servihogar_refresh_listings(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM listings USING (SELECT DISTINCT unnest(ids) AS id) AS changed
   WHERE listings.professional_id = changed.id;
  INSERT INTO listings (professional_id, category_slug, nombre, apellido, ciudad, calificacion, created_at,
    latitude, longitude, alta_usuario, trial_started_at, free_suspended, paid_until, identity_verified,
    license_verified, trabajo_registrado, available_days, semanal, mensual, personas_enfermas,
    personas_mayores, personas_discapacitadas, rate_amount)
  SELECT p.id, v.category_slug, p.nombre, p.apellido, p.ciudad, p.calificacion, p.created_at,
    p.latitude, p.longitude, p.alta_usuario, p.trial_started_at, p.free_suspended, p.paid_until,
    p.identity_verified, p.license_verified, p.trabajo_registrado, p.available_days, v.semanal, v.mensual,
    v.personas_enfermas, v.personas_mayores, v.personas_discapacitadas, v.rate_amount
  FROM (SELECT DISTINCT unnest(ids) AS id) AS changed
  JOIN professionals p ON p.id = changed.id
  CROSS JOIN LATERAL (
    SELECT s.category_slug, s.semanal, s.mensual, s.personas_enfermas, s.personas_mayores,
      s.personas_discapacitadas, s.rate_amount
    FROM professional_services s WHERE s.professional_id = p.id
    UNION ALL
    SELECT '*', coalesce(bool_or(s.semanal), false), coalesce(bool_or(s.mensual), false),
      coalesce(bool_or(s.personas_enfermas), false), coalesce(bool_or(s.personas_mayores), false),
      coalesce(bool_or(s.personas_discapacitadas), false), min(s.rate_amount)
    FROM professional_services s WHERE s.professional_id = p.id
  ) v;
$$;
--> statement-breakpoint
-- Any change of a professional rewrites its rows: no list of columns to keep in step.
CREATE FUNCTION servihogar_professionals_listings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM servihogar_refresh_listings(array(SELECT id FROM new_professionals));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION servihogar_services_listings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM servihogar_refresh_listings(array(SELECT professional_id FROM new_services));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM servihogar_refresh_listings(array(SELECT professional_id FROM old_services));
  ELSE
    PERFORM servihogar_refresh_listings(array(
      SELECT professional_id FROM new_services UNION SELECT professional_id FROM old_services));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER professionals_listings_insert AFTER INSERT ON professionals
  REFERENCING NEW TABLE AS new_professionals FOR EACH STATEMENT EXECUTE FUNCTION servihogar_professionals_listings();
--> statement-breakpoint
CREATE TRIGGER professionals_listings_update AFTER UPDATE ON professionals
  REFERENCING NEW TABLE AS new_professionals FOR EACH STATEMENT EXECUTE FUNCTION servihogar_professionals_listings();
--> statement-breakpoint
CREATE TRIGGER professional_services_listings_insert AFTER INSERT ON professional_services
  REFERENCING NEW TABLE AS new_services FOR EACH STATEMENT EXECUTE FUNCTION servihogar_services_listings();
--> statement-breakpoint
CREATE TRIGGER professional_services_listings_update AFTER UPDATE ON professional_services
  REFERENCING OLD TABLE AS old_services NEW TABLE AS new_services
  FOR EACH STATEMENT EXECUTE FUNCTION servihogar_services_listings();
--> statement-breakpoint
CREATE TRIGGER professional_services_listings_delete AFTER DELETE ON professional_services
  REFERENCING OLD TABLE AS old_services FOR EACH STATEMENT EXECUTE FUNCTION servihogar_services_listings();
--> statement-breakpoint
SELECT servihogar_refresh_listings(array(SELECT id FROM professionals));
