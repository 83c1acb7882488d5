CREATE TABLE "professional_standings" (
	"professional_id" uuid PRIMARY KEY NOT NULL,
	"promedio" real,
	"resenas" integer NOT NULL,
	"pedidos" integer NOT NULL,
	"respondidos" integer NOT NULL,
	"identidad" boolean NOT NULL,
	"reclamos" integer NOT NULL,
	"suscripcion" boolean NOT NULL,
	"destacado" boolean NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"lost_at" timestamp with time zone,
	"lost_rules" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_documents" DROP CONSTRAINT "verification_documents_kind_valid";--> statement-breakpoint
DROP INDEX "listings_city_name_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "destacado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "antecedentes_hasta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "destacado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "antecedentes_hasta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "antecedentes_emitido" date;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD COLUMN "emitido_el" date;--> statement-breakpoint
ALTER TABLE "professional_standings" ADD CONSTRAINT "professional_standings_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_featured_idx" ON "listings" USING btree ("category_slug","destacado" DESC NULLS LAST,"calificacion" DESC NULLS LAST,"nombre","apellido","professional_id");--> statement-breakpoint
CREATE INDEX "listings_city_featured_idx" ON "listings" USING btree ("category_slug",servihogar_fold("ciudad"),"destacado" DESC NULLS LAST,"calificacion" DESC NULLS LAST,"nombre","apellido","professional_id");--> statement-breakpoint
CREATE INDEX "listings_city_name_idx" ON "listings" USING btree ("category_slug",servihogar_fold("ciudad"),"nombre","apellido","professional_id","ciudad","latitude","longitude","calificacion","alta_usuario","trial_started_at","free_suspended","paid_until","created_at","identity_verified","license_verified","trabajo_registrado","available_days","destacado","antecedentes_hasta","semanal","mensual","personas_enfermas","personas_mayores","personas_discapacitadas","rate_amount","rate_unit");--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_kind_valid" CHECK ("verification_documents"."kind" in ('dni', 'matricula', 'antecedentes'));--> statement-breakpoint
-- Issue 45 (decision 0067): listing rows copy the two new listed columns, destacado and
-- antecedentes_hasta (the rest as in 0026). No backfill: every row holds the defaults both sides.
CREATE OR REPLACE FUNCTION public.servihogar_refresh_listings(ids uuid[])
 RETURNS void
 LANGUAGE sql
AS $function$
  DELETE FROM listings USING (SELECT DISTINCT unnest(ids) AS id) AS changed
   WHERE listings.professional_id = changed.id;
  INSERT INTO listings (professional_id, category_slug, nombre, apellido, ciudad, calificacion, created_at,
    latitude, longitude, alta_usuario, trial_started_at, free_suspended, paid_until, identity_verified,
    license_verified, trabajo_registrado, available_days, destacado, antecedentes_hasta, semanal, mensual,
    personas_enfermas, personas_mayores, personas_discapacitadas, rate_amount, rate_unit)
  SELECT p.id, v.category_slug, p.nombre, p.apellido, p.ciudad, p.calificacion, p.created_at,
    p.latitude, p.longitude, p.alta_usuario, p.trial_started_at, p.free_suspended, p.paid_until,
    p.identity_verified, p.license_verified, p.trabajo_registrado, p.available_days, p.destacado,
    p.antecedentes_hasta, v.semanal, v.mensual,
    v.personas_enfermas, v.personas_mayores, v.personas_discapacitadas, v.rate_amount, v.rate_unit
  FROM (SELECT DISTINCT unnest(ids) AS id) AS changed
  JOIN professionals p ON p.id = changed.id
  CROSS JOIN LATERAL (
    SELECT s.category_slug, s.semanal, s.mensual, s.personas_enfermas, s.personas_mayores,
      s.personas_discapacitadas, s.rate_amount, s.rate_unit
    FROM professional_services s WHERE s.professional_id = p.id
    UNION ALL
    SELECT '*', coalesce(bool_or(s.semanal), false), coalesce(bool_or(s.mensual), false),
      coalesce(bool_or(s.personas_enfermas), false), coalesce(bool_or(s.personas_mayores), false),
      coalesce(bool_or(s.personas_discapacitadas), false), min(s.rate_amount),
      (array_agg(s.rate_unit ORDER BY s.rate_amount NULLS LAST, s.category_slug))[1]
    FROM professional_services s WHERE s.professional_id = p.id
    UNION ALL
    SELECT s.category_slug || '+' || o.category_slug, s.semanal, s.mensual, s.personas_enfermas,
      s.personas_mayores, s.personas_discapacitadas, s.rate_amount, s.rate_unit
    FROM professional_services s
    JOIN categories cs ON cs.slug = s.category_slug AND cs.fixed
    JOIN professional_services o ON o.professional_id = s.professional_id AND o.category_slug <> s.category_slug
    JOIN categories co ON co.slug = o.category_slug AND co.fixed
    WHERE s.professional_id = p.id
  ) v;
$function$;
