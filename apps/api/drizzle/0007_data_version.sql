CREATE TABLE "data_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"v" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "data_version_single_row" CHECK ("data_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "data_version" ("id", "v") VALUES (1, 1);--> statement-breakpoint
-- Decision 0018: every committed write to what a public read shows bumps the version once per
-- transaction, at commit time (deferred: the row is locked only at the very end, so writers never
-- deadlock on it), and tells the listeners (the embedded database's own process).
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx text := txid_current()::text;
BEGIN
  IF current_setting('servihogar.data_version_tx', true) IS DISTINCT FROM tx THEN
    PERFORM set_config('servihogar.data_version_tx', tx, true);
    UPDATE "data_version" SET "v" = "v" + 1 WHERE "id" = 1;
    PERFORM pg_notify('data_version', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "professionals_data_version"
  AFTER INSERT OR DELETE OR UPDATE OF "id", "nombre", "apellido", "pais", "localidad", "ciudad",
    "zona_cobertura", "instagram", "referencias", "foto", "latitude", "longitude", "calificacion",
    "alta_usuario", "trial_started_at", "free_suspended", "paid_until", "created_at"
  ON "professionals" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "professional_services_data_version"
  AFTER INSERT OR UPDATE OR DELETE ON "professional_services"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_data_version"
  AFTER INSERT OR UPDATE OR DELETE ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "comments_data_version"
  AFTER INSERT OR UPDATE OR DELETE ON "comments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
-- Impressions and clicks are counted on every view: they do not change what the public list shows.
CREATE CONSTRAINT TRIGGER "advertisements_data_version"
  AFTER INSERT OR DELETE OR UPDATE OF "id", "type", "image_key", "image_url", "link", "title", "paused",
    "active_from", "active_until", "created_at"
  ON "advertisements" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"();
