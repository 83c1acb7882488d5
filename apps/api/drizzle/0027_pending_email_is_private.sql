-- Issue 41 (item 5): a contact e-mail waiting for its confirmation link (pending_email) is shown by no
-- public read, so it joins the private columns of 0013/0014: saving one never empties the cache.
DROP TRIGGER "professionals_update_data_version" ON "professionals";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "professionals_update_data_version"
  AFTER UPDATE ON "professionals"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (
    to_jsonb(OLD) - '{account_id,dni,dni_key,edad,email,pending_email,numero_contacto,ultimo_pago,trial_reminder_sent_at,baja_at,search_doc}'::text[]
    IS DISTINCT FROM
    to_jsonb(NEW) - '{account_id,dni,dni_key,edad,email,pending_email,numero_contacto,ultimo_pago,trial_reminder_sent_at,baja_at,search_doc}'::text[]
  )
  EXECUTE FUNCTION "bump_data_version"('id');
