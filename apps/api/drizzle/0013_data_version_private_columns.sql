-- Decision 0018, amended by 0028: the professionals trigger no longer lists the columns public
-- reads show (a new public column was easy to forget there, and profiles then stayed stale). It
-- fires on every insert and delete, and on every update that changes anything but the known
-- private columns, which no public read shows (apps/api/src/cache/data-version-columns.test.ts
-- derives both sets from the code and fails when they disagree).
DROP TRIGGER "professionals_data_version" ON "professionals";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "professionals_data_version"
  AFTER INSERT OR DELETE ON "professionals"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "professionals_update_data_version"
  AFTER UPDATE ON "professionals"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (
    to_jsonb(OLD) - '{account_id,dni,dni_key,edad,email,numero_contacto,ultimo_pago,trial_reminder_sent_at,baja_at}'::text[]
    IS DISTINCT FROM
    to_jsonb(NEW) - '{account_id,dni,dni_key,edad,email,numero_contacto,ultimo_pago,trial_reminder_sent_at,baja_at}'::text[]
  )
  EXECUTE FUNCTION "bump_data_version"('id');
