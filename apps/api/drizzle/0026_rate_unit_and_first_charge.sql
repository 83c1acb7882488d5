DROP INDEX "listings_city_name_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rate_unit" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "mp_first_charge_at" timestamp with time zone;--> statement-breakpoint
-- Issue 48 (hand-written): "Hasta $ … por hora/visita/jornada" reads the rate's unit on the listing
-- rows. Each row copies its service's unit; the ANY_SERVICE row the unit of its lowest rate (the
-- amount it already holds). The function of 0021 with rate_unit added, then every row refreshed.
CREATE OR REPLACE FUNCTION servihogar_refresh_listings(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM listings USING (SELECT DISTINCT unnest(ids) AS id) AS changed
   WHERE listings.professional_id = changed.id;
  INSERT INTO listings (professional_id, category_slug, nombre, apellido, ciudad, calificacion, created_at,
    latitude, longitude, alta_usuario, trial_started_at, free_suspended, paid_until, identity_verified,
    license_verified, trabajo_registrado, available_days, semanal, mensual, personas_enfermas,
    personas_mayores, personas_discapacitadas, rate_amount, rate_unit)
  SELECT p.id, v.category_slug, p.nombre, p.apellido, p.ciudad, p.calificacion, p.created_at,
    p.latitude, p.longitude, p.alta_usuario, p.trial_started_at, p.free_suspended, p.paid_until,
    p.identity_verified, p.license_verified, p.trabajo_registrado, p.available_days, v.semanal, v.mensual,
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
$$;
--> statement-breakpoint
SELECT servihogar_refresh_listings(array(SELECT professional_id FROM professional_services));--> statement-breakpoint
CREATE INDEX "listings_city_name_idx" ON "listings" USING btree ("category_slug",servihogar_fold("ciudad"),"nombre","apellido","professional_id","ciudad","latitude","longitude","calificacion","alta_usuario","trial_started_at","free_suspended","paid_until","created_at","identity_verified","license_verified","trabajo_registrado","available_days","semanal","mensual","personas_enfermas","personas_mayores","personas_discapacitadas","rate_amount","rate_unit");