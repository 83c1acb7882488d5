-- Decision 0018 amended: each change also says which professional it touched (the trigger's
-- argument names the row's column that holds the id; none: it may touch anyone's public data), as
-- the payload of the notification the embedded database's own process listens to. A cached
-- profile then survives the changes that touched only other professionals (a comment elsewhere).
-- The version row is still bumped once per transaction; identical notifications of one
-- transaction reach the listener once.
CREATE OR REPLACE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx text := txid_current()::text;
BEGIN
  IF current_setting('servihogar.data_version_tx', true) IS DISTINCT FROM tx THEN
    PERFORM set_config('servihogar.data_version_tx', tx, true);
    UPDATE "data_version" SET "v" = "v" + 1 WHERE "id" = 1;
  END IF;
  IF TG_NARGS = 0 THEN
    PERFORM pg_notify('data_version', '');
  ELSE
    -- An update that moved the row to another professional touched both.
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('data_version', coalesce(to_jsonb(OLD) ->> TG_ARGV[0], ''));
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('data_version', coalesce(to_jsonb(NEW) ->> TG_ARGV[0], ''));
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "professionals_data_version" ON "professionals";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "professionals_data_version"
  AFTER INSERT OR DELETE OR UPDATE OF "id", "nombre", "apellido", "pais", "localidad", "ciudad",
    "zona_cobertura", "instagram", "referencias", "foto", "latitude", "longitude", "calificacion",
    "alta_usuario", "trial_started_at", "free_suspended", "paid_until", "created_at",
    "identity_verified", "license_verified"
  ON "professionals" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('id');--> statement-breakpoint
DROP TRIGGER "professional_services_data_version" ON "professional_services";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "professional_services_data_version"
  AFTER INSERT OR UPDATE OR DELETE ON "professional_services"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('professional_id');--> statement-breakpoint
DROP TRIGGER "comments_data_version" ON "comments";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "comments_data_version"
  AFTER INSERT OR UPDATE OR DELETE ON "comments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('professional_id');
