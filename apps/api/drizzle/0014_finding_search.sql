-- Issue 27, finding in SQL. pg_trgm and unaccent are trusted extensions: the database owner may
-- create them (on PGlite they are bundled contrib modules loaded by the client).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); pinned to the dictionary it is
-- immutable in practice, which lets an index use it. Lower case after unaccent: under the C locale
-- lower() alone leaves 'Á' as it is.
CREATE FUNCTION servihogar_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
-- What a search matches of one professional: name, city, coverage, approved services and their descriptions.
CREATE FUNCTION servihogar_search_doc(p_id uuid, p_nombre text, p_apellido text, p_ciudad text, p_zona text)
  RETURNS text LANGUAGE sql STABLE
  AS $$
    SELECT servihogar_fold(concat_ws(' ', p_nombre, p_apellido, p_ciudad, p_zona,
      (SELECT string_agg(concat_ws(' ', c.type, s.descripcion), ' ' ORDER BY c.type)
         FROM professional_services s JOIN categories c ON c.slug = s.category_slug
        WHERE s.professional_id = p_id AND c.status = 'aprobada')))
  $$;
--> statement-breakpoint
CREATE FUNCTION servihogar_professionals_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_doc := servihogar_search_doc(NEW.id, NEW.nombre, NEW.apellido, NEW.ciudad, NEW.zona_cobertura);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Statement-level with transition tables: a bulk insert of services rewrites each professional once.
CREATE FUNCTION servihogar_services_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE professionals p
     SET search_doc = servihogar_search_doc(p.id, p.nombre, p.apellido, p.ciudad, p.zona_cobertura)
   WHERE p.id IN (SELECT professional_id FROM changed_services);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A category renamed, approved or rejected changes the documents of the professionals offering it.
CREATE FUNCTION servihogar_categories_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE professionals p
     SET search_doc = servihogar_search_doc(p.id, p.nombre, p.apellido, p.ciudad, p.zona_cobertura)
   WHERE p.id IN (
     SELECT s.professional_id FROM professional_services s
       JOIN new_categories n ON n.slug = s.category_slug
       JOIN old_categories o ON o.slug = n.slug
      WHERE o.type IS DISTINCT FROM n.type OR o.status IS DISTINCT FROM n.status);
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER TABLE "professional_services" ADD COLUMN "rate_amount" integer;--> statement-breakpoint
ALTER TABLE "professional_services" ADD COLUMN "rate_unit" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "search_doc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "available_days" smallint;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "available_slots" smallint;--> statement-breakpoint
CREATE INDEX "professionals_search_idx" ON "professionals" USING gin ("search_doc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professionals_ciudad_idx" ON "professionals" USING btree (servihogar_fold("ciudad"),"nombre","apellido","id");--> statement-breakpoint
ALTER TABLE "professional_services" ADD CONSTRAINT "professional_services_rate_unit_valid" CHECK ("professional_services"."rate_unit" in ('hora', 'jornada', 'visita', 'convenir'));
--> statement-breakpoint
CREATE TRIGGER professionals_search_doc BEFORE INSERT OR UPDATE OF nombre, apellido, ciudad, zona_cobertura
  ON professionals FOR EACH ROW EXECUTE FUNCTION servihogar_professionals_search_doc();
--> statement-breakpoint
CREATE TRIGGER professional_services_search_doc_insert AFTER INSERT ON professional_services
  REFERENCING NEW TABLE AS changed_services FOR EACH STATEMENT EXECUTE FUNCTION servihogar_services_search_doc();
--> statement-breakpoint
CREATE TRIGGER professional_services_search_doc_update AFTER UPDATE ON professional_services
  REFERENCING NEW TABLE AS changed_services FOR EACH STATEMENT EXECUTE FUNCTION servihogar_services_search_doc();
--> statement-breakpoint
CREATE TRIGGER professional_services_search_doc_delete AFTER DELETE ON professional_services
  REFERENCING OLD TABLE AS changed_services FOR EACH STATEMENT EXECUTE FUNCTION servihogar_services_search_doc();
--> statement-breakpoint
CREATE TRIGGER categories_search_doc AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_categories NEW TABLE AS new_categories
  FOR EACH STATEMENT EXECUTE FUNCTION servihogar_categories_search_doc();
--> statement-breakpoint
UPDATE professionals SET search_doc = servihogar_search_doc(id, nombre, apellido, ciudad, zona_cobertura);
--> statement-breakpoint
-- search_doc is kept by the triggers above from columns that move the data version themselves: it
-- joins the private columns of 0013, so its own upkeep never empties the cache twice.
DROP TRIGGER "professionals_update_data_version" ON "professionals";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "professionals_update_data_version"
  AFTER UPDATE ON "professionals"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (
    to_jsonb(OLD) - '{account_id,dni,dni_key,edad,email,numero_contacto,ultimo_pago,trial_reminder_sent_at,baja_at,search_doc}'::text[]
    IS DISTINCT FROM
    to_jsonb(NEW) - '{account_id,dni,dni_key,edad,email,numero_contacto,ultimo_pago,trial_reminder_sent_at,baja_at,search_doc}'::text[]
  )
  EXECUTE FUNCTION "bump_data_version"('id');
