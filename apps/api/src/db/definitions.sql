-- The database as the migrations leave it: every function, trigger and index of our schema, as
-- PostgreSQL prints them (pg_get_functiondef, pg_get_triggerdef, pg_indexes). Generated: do not edit;
-- after changing a migration run `npm run db:snapshot` and review the diff (docs/database.md).

-- Functions (19)

-- bookings_booked_days()
CREATE OR REPLACE FUNCTION public.bookings_booked_days()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$

-- bump_data_version()
CREATE OR REPLACE FUNCTION public.bump_data_version()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$

-- calendar_closed_days_of_booked()
CREATE OR REPLACE FUNCTION public.calendar_closed_days_of_booked()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "calendar_refresh_closed_days"(OLD."professional_id", ARRAY[OLD."day"]); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "calendar_refresh_closed_days"(NEW."professional_id", ARRAY[NEW."day"]); END IF;
  RETURN NULL;
END
$function$

-- calendar_closed_days_of_days_off()
CREATE OR REPLACE FUNCTION public.calendar_closed_days_of_days_off()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$

-- calendar_closed_days_of_hours()
CREATE OR REPLACE FUNCTION public.calendar_closed_days_of_hours()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$

-- calendar_refresh_closed_days(uuid,date[])
CREATE OR REPLACE FUNCTION public.calendar_refresh_closed_days(pro uuid, days date[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
$function$

-- servihogar_categories_search_doc()
CREATE OR REPLACE FUNCTION public.servihogar_categories_search_doc()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE professionals p
     SET search_doc = servihogar_search_doc(p.id, p.nombre, p.apellido, p.ciudad, p.zona_cobertura)
   WHERE p.id IN (
     SELECT s.professional_id FROM professional_services s
       JOIN new_categories n ON n.slug = s.category_slug
       JOIN old_categories o ON o.slug = n.slug
      WHERE o.type IS DISTINCT FROM n.type OR o.status IS DISTINCT FROM n.status);
  RETURN NULL;
END $function$

-- servihogar_count_search_words(text[],text[])
CREATE OR REPLACE FUNCTION public.servihogar_count_search_words(added text[], removed text[])
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO search_words AS s (word, docs)
  SELECT w, sum(d)::int FROM (
    SELECT w, 1 AS d FROM unnest(added) AS doc,
      unnest(tsvector_to_array(to_tsvector('simple'::regconfig, doc))) AS w
    UNION ALL
    SELECT w, -1 FROM unnest(removed) AS doc,
      unnest(tsvector_to_array(to_tsvector('simple'::regconfig, doc))) AS w
  ) AS moves
  GROUP BY w HAVING sum(d) <> 0
  ON CONFLICT (word) DO UPDATE SET docs = s.docs + excluded.docs;
  DELETE FROM search_words USING (
    SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple'::regconfig, doc))) AS w
    FROM unnest(removed) AS doc) AS gone
  WHERE search_words.word = gone.w AND search_words.docs <= 0;
$function$

-- servihogar_deletes(text)
CREATE OR REPLACE FUNCTION public.servihogar_deletes(word text)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  SELECT array[word] || array(
    SELECT left(word, i - 1) || substr(word, i + 1)
    FROM generate_series(1, char_length(word)) AS i
    WHERE char_length(word) BETWEEN 2 AND 30)
$function$

-- servihogar_fold(text)
CREATE OR REPLACE FUNCTION public.servihogar_fold(text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $function$

-- servihogar_one_edit_apart(text,text)
CREATE OR REPLACE FUNCTION public.servihogar_one_edit_apart(a text, b text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  SELECT CASE char_length(a) - char_length(b)
    WHEN 1 THEN b = ANY (servihogar_deletes(a))
    WHEN -1 THEN a = ANY (servihogar_deletes(b))
    WHEN 0 THEN a = b OR EXISTS (
      SELECT 1 FROM generate_series(1, char_length(a)) AS i
      WHERE left(a, i - 1) = left(b, i - 1) AND (
        substr(a, i + 1) = substr(b, i + 1)
        OR (substr(a, i + 2) = substr(b, i + 2)
          AND substr(a, i, 1) = substr(b, i + 1, 1) AND substr(a, i + 1, 1) = substr(b, i, 1))))
    ELSE false END
$function$

-- servihogar_professionals_listings()
CREATE OR REPLACE FUNCTION public.servihogar_professionals_listings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM servihogar_refresh_listings(array(SELECT id FROM new_professionals));
  RETURN NULL;
END $function$

-- servihogar_professionals_search_doc()
CREATE OR REPLACE FUNCTION public.servihogar_professionals_search_doc()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.search_doc := servihogar_search_doc(NEW.id, NEW.nombre, NEW.apellido, NEW.ciudad, NEW.zona_cobertura);
  RETURN NEW;
END $function$

-- servihogar_professionals_search_words()
CREATE OR REPLACE FUNCTION public.servihogar_professionals_search_words()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM servihogar_count_search_words(array(SELECT search_doc FROM new_professionals), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM servihogar_count_search_words('{}', array(SELECT search_doc FROM old_professionals));
  ELSE
    -- Only the documents that changed (most updates leave the document as it was).
    PERFORM servihogar_count_search_words(
      array(SELECT n.search_doc FROM new_professionals n JOIN old_professionals o USING (id)
        WHERE n.search_doc IS DISTINCT FROM o.search_doc),
      array(SELECT o.search_doc FROM new_professionals n JOIN old_professionals o USING (id)
        WHERE n.search_doc IS DISTINCT FROM o.search_doc));
  END IF;
  RETURN NULL;
END $function$

-- servihogar_refresh_listings(uuid[])
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
$function$

-- servihogar_search_doc(uuid,text,text,text,text)
CREATE OR REPLACE FUNCTION public.servihogar_search_doc(p_id uuid, p_nombre text, p_apellido text, p_ciudad text, p_zona text)
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
    SELECT servihogar_fold(concat_ws(' ', p_nombre, p_apellido, p_ciudad, p_zona,
      (SELECT string_agg(concat_ws(' ', c.type, s.descripcion), ' ' ORDER BY c.type)
         FROM professional_services s JOIN categories c ON c.slug = s.category_slug
        WHERE s.professional_id = p_id AND c.status = 'aprobada')))
  $function$

-- servihogar_services_listings()
CREATE OR REPLACE FUNCTION public.servihogar_services_listings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$

-- servihogar_services_search_doc()
CREATE OR REPLACE FUNCTION public.servihogar_services_search_doc()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE professionals p
     SET search_doc = servihogar_search_doc(p.id, p.nombre, p.apellido, p.ciudad, p.zona_cobertura)
   WHERE p.id IN (SELECT professional_id FROM changed_services);
  RETURN NULL;
END $function$

-- tucuman_day_minutes(tstzrange)
CREATE OR REPLACE FUNCTION public.tucuman_day_minutes(during tstzrange)
 RETURNS TABLE(day date, minutes integer)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT d::date, (extract(epoch FROM upper(p.part) - lower(p.part)) / 60)::integer
  FROM generate_series(
      (((lower($1) AT TIME ZONE 'UTC') - interval '3 hours')::date)::timestamp,
      (((upper($1) AT TIME ZONE 'UTC') - interval '3 hours' - interval '1 microsecond')::date)::timestamp,
      interval '1 day') AS d
  CROSS JOIN LATERAL (
    SELECT $1 * tstzrange((d + interval '3 hours') AT TIME ZONE 'UTC', (d + interval '27 hours') AT TIME ZONE 'UTC') AS part
  ) p
  WHERE NOT isempty(p.part)
$function$

-- Triggers (29)

-- advertisements.advertisements_data_version
CREATE CONSTRAINT TRIGGER advertisements_data_version AFTER INSERT OR DELETE OR UPDATE OF id, type, image_key, image_url, link, title, paused, active_from, active_until, created_at ON advertisements DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();

-- bookings.bookings_booked_days
CREATE TRIGGER bookings_booked_days AFTER INSERT OR DELETE OR UPDATE OF professional_id, during, state ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_booked_days();

-- calendar_booked_days.calendar_booked_days_closed_days
CREATE TRIGGER calendar_booked_days_closed_days AFTER INSERT OR DELETE OR UPDATE ON calendar_booked_days FOR EACH ROW EXECUTE FUNCTION calendar_closed_days_of_booked();

-- calendar_booked_days.calendar_booked_days_data_version
CREATE CONSTRAINT TRIGGER calendar_booked_days_data_version AFTER INSERT OR DELETE OR UPDATE ON calendar_booked_days DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('professional_id');

-- calendar_days_off.calendar_days_off_closed_days
CREATE TRIGGER calendar_days_off_closed_days AFTER INSERT OR DELETE OR UPDATE ON calendar_days_off FOR EACH ROW EXECUTE FUNCTION calendar_closed_days_of_days_off();

-- calendar_days_off.calendar_days_off_data_version
CREATE CONSTRAINT TRIGGER calendar_days_off_data_version AFTER INSERT OR DELETE OR UPDATE ON calendar_days_off DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('professional_id');

-- calendar_hours.calendar_hours_closed_days
CREATE TRIGGER calendar_hours_closed_days AFTER INSERT OR DELETE OR UPDATE ON calendar_hours FOR EACH ROW EXECUTE FUNCTION calendar_closed_days_of_hours();

-- calendar_hours.calendar_hours_data_version
CREATE CONSTRAINT TRIGGER calendar_hours_data_version AFTER INSERT OR DELETE OR UPDATE ON calendar_hours DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('professional_id');

-- categories.categories_data_version
CREATE CONSTRAINT TRIGGER categories_data_version AFTER INSERT OR DELETE OR UPDATE ON categories DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();

-- categories.categories_search_doc
CREATE TRIGGER categories_search_doc AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_categories NEW TABLE AS new_categories FOR EACH STATEMENT EXECUTE FUNCTION servihogar_categories_search_doc();

-- comments.comments_data_version
CREATE CONSTRAINT TRIGGER comments_data_version AFTER INSERT OR DELETE OR UPDATE ON comments DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('professional_id');

-- professional_calendars.professional_calendars_data_version
CREATE CONSTRAINT TRIGGER professional_calendars_data_version AFTER INSERT OR DELETE OR UPDATE ON professional_calendars DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('professional_id');

-- professional_response_stats.professional_response_stats_data_version
CREATE CONSTRAINT TRIGGER professional_response_stats_data_version AFTER INSERT OR DELETE ON professional_response_stats DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('professional_id');

-- professional_response_stats.professional_response_stats_signal_data_version
CREATE CONSTRAINT TRIGGER professional_response_stats_signal_data_version AFTER UPDATE ON professional_response_stats DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (old.signal_percent IS DISTINCT FROM new.signal_percent OR old.signal_delay IS DISTINCT FROM new.signal_delay) EXECUTE FUNCTION bump_data_version('professional_id');

-- professional_services.professional_services_data_version
CREATE CONSTRAINT TRIGGER professional_services_data_version AFTER INSERT OR DELETE OR UPDATE ON professional_services DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('professional_id');

-- professional_services.professional_services_listings_delete
CREATE TRIGGER professional_services_listings_delete AFTER DELETE ON professional_services REFERENCING OLD TABLE AS old_services FOR EACH STATEMENT EXECUTE FUNCTION servihogar_services_listings();

-- professional_services.professional_services_listings_insert
CREATE TRIGGER professional_services_listings_insert AFTER INSERT ON professional_services REFERENCING NEW TABLE AS new_services FOR EACH STATEMENT EXECUTE FUNCTION servihogar_services_listings();

-- professional_services.professional_services_listings_update
CREATE TRIGGER professional_services_listings_update AFTER UPDATE ON professional_services REFERENCING OLD TABLE AS old_services NEW TABLE AS new_services FOR EACH STATEMENT EXECUTE FUNCTION servihogar_services_listings();

-- professional_services.professional_services_search_doc_delete
CREATE TRIGGER professional_services_search_doc_delete AFTER DELETE ON professional_services REFERENCING OLD TABLE AS changed_services FOR EACH STATEMENT EXECUTE FUNCTION servihogar_services_search_doc();

-- professional_services.professional_services_search_doc_insert
CREATE TRIGGER professional_services_search_doc_insert AFTER INSERT ON professional_services REFERENCING NEW TABLE AS changed_services FOR EACH STATEMENT EXECUTE FUNCTION servihogar_services_search_doc();

-- professional_services.professional_services_search_doc_update
CREATE TRIGGER professional_services_search_doc_update AFTER UPDATE ON professional_services REFERENCING NEW TABLE AS changed_services FOR EACH STATEMENT EXECUTE FUNCTION servihogar_services_search_doc();

-- professionals.professionals_data_version
CREATE CONSTRAINT TRIGGER professionals_data_version AFTER INSERT OR DELETE ON professionals DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('id');

-- professionals.professionals_listings_insert
CREATE TRIGGER professionals_listings_insert AFTER INSERT ON professionals REFERENCING NEW TABLE AS new_professionals FOR EACH STATEMENT EXECUTE FUNCTION servihogar_professionals_listings();

-- professionals.professionals_listings_update
CREATE TRIGGER professionals_listings_update AFTER UPDATE ON professionals REFERENCING NEW TABLE AS new_professionals FOR EACH STATEMENT EXECUTE FUNCTION servihogar_professionals_listings();

-- professionals.professionals_search_doc
CREATE TRIGGER professionals_search_doc BEFORE INSERT OR UPDATE OF nombre, apellido, ciudad, zona_cobertura ON professionals FOR EACH ROW EXECUTE FUNCTION servihogar_professionals_search_doc();

-- professionals.professionals_search_words_delete
CREATE TRIGGER professionals_search_words_delete AFTER DELETE ON professionals REFERENCING OLD TABLE AS old_professionals FOR EACH STATEMENT EXECUTE FUNCTION servihogar_professionals_search_words();

-- professionals.professionals_search_words_insert
CREATE TRIGGER professionals_search_words_insert AFTER INSERT ON professionals REFERENCING NEW TABLE AS new_professionals FOR EACH STATEMENT EXECUTE FUNCTION servihogar_professionals_search_words();

-- professionals.professionals_search_words_update
CREATE TRIGGER professionals_search_words_update AFTER UPDATE ON professionals REFERENCING OLD TABLE AS old_professionals NEW TABLE AS new_professionals FOR EACH STATEMENT EXECUTE FUNCTION servihogar_professionals_search_words();

-- professionals.professionals_update_data_version
CREATE CONSTRAINT TRIGGER professionals_update_data_version AFTER UPDATE ON professionals DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((to_jsonb(old.*) - '{account_id,dni,dni_key,edad,email,pending_email,numero_contacto,ultimo_pago,trial_reminder_sent_at,baja_at,search_doc}'::text[]) IS DISTINCT FROM (to_jsonb(new.*) - '{account_id,dni,dni_key,edad,email,pending_email,numero_contacto,ultimo_pago,trial_reminder_sent_at,baja_at,search_doc}'::text[])) EXECUTE FUNCTION bump_data_version('id');

-- Indexes (149)

-- accounts.accounts_created_at_idx
CREATE INDEX accounts_created_at_idx ON public.accounts USING btree (created_at DESC NULLS LAST);

-- accounts.accounts_email_key
CREATE UNIQUE INDEX accounts_email_key ON public.accounts USING btree (email);

-- accounts.accounts_pkey
CREATE UNIQUE INDEX accounts_pkey ON public.accounts USING btree (id);

-- accounts.accounts_roles_idx
CREATE INDEX accounts_roles_idx ON public.accounts USING gin (roles);

-- advertisements.advertisements_pkey
CREATE UNIQUE INDEX advertisements_pkey ON public.advertisements USING btree (id);

-- advertisements.advertisements_type_idx
CREATE INDEX advertisements_type_idx ON public.advertisements USING btree (type, created_at DESC NULLS LAST);

-- arca_tickets.arca_tickets_pkey
CREATE UNIQUE INDEX arca_tickets_pkey ON public.arca_tickets USING btree (service);

-- audit_log.audit_log_action_idx
CREATE INDEX audit_log_action_idx ON public.audit_log USING btree (action, created_at DESC NULLS LAST);

-- audit_log.audit_log_created_at_idx
CREATE INDEX audit_log_created_at_idx ON public.audit_log USING btree (created_at DESC NULLS LAST);

-- audit_log.audit_log_pkey
CREATE UNIQUE INDEX audit_log_pkey ON public.audit_log USING btree (id);

-- audit_log.audit_log_target_idx
CREATE INDEX audit_log_target_idx ON public.audit_log USING btree (target_type, target_id);

-- booking_changes.booking_changes_late_idx
CREATE INDEX booking_changes_late_idx ON public.booking_changes USING btree (created_at DESC NULLS LAST) WHERE late;

-- booking_changes.booking_changes_pkey
CREATE UNIQUE INDEX booking_changes_pkey ON public.booking_changes USING btree (id);

-- booking_changes.booking_changes_series_idx
CREATE INDEX booking_changes_series_idx ON public.booking_changes USING btree (series_id, kind);

-- booking_proposals.booking_proposals_pkey
CREATE UNIQUE INDEX booking_proposals_pkey ON public.booking_proposals USING btree (solicitud_id);

-- booking_series.booking_series_open_idx
CREATE INDEX booking_series_open_idx ON public.booking_series USING btree (booked_until) WHERE (ended_at IS NULL);

-- booking_series.booking_series_pkey
CREATE UNIQUE INDEX booking_series_pkey ON public.booking_series USING btree (id);

-- booking_series.booking_series_solicitud_id_unique
CREATE UNIQUE INDEX booking_series_solicitud_id_unique ON public.booking_series USING btree (solicitud_id);

-- bookings.bookings_client_idx
CREATE INDEX bookings_client_idx ON public.bookings USING btree (client_account_id);

-- bookings.bookings_no_overlap
CREATE INDEX bookings_no_overlap ON public.bookings USING gist (professional_id, during) WHERE active;

-- bookings.bookings_pkey
CREATE UNIQUE INDEX bookings_pkey ON public.bookings USING btree (id);

-- bookings.bookings_series_idx
CREATE INDEX bookings_series_idx ON public.bookings USING btree (series_id);

-- bookings.bookings_solicitud_idx
CREATE INDEX bookings_solicitud_idx ON public.bookings USING btree (solicitud_id);

-- calendar_booked_days.calendar_booked_days_professional_id_day_pk
CREATE UNIQUE INDEX calendar_booked_days_professional_id_day_pk ON public.calendar_booked_days USING btree (professional_id, day);

-- calendar_closed_days.calendar_closed_days_professional_id_day_pk
CREATE UNIQUE INDEX calendar_closed_days_professional_id_day_pk ON public.calendar_closed_days USING btree (professional_id, day);

-- calendar_days_off.calendar_days_off_pkey
CREATE UNIQUE INDEX calendar_days_off_pkey ON public.calendar_days_off USING btree (id);

-- calendar_days_off.calendar_days_off_professional_idx
CREATE INDEX calendar_days_off_professional_idx ON public.calendar_days_off USING btree (professional_id, last_day, first_day);

-- calendar_feeds.calendar_feeds_pkey
CREATE UNIQUE INDEX calendar_feeds_pkey ON public.calendar_feeds USING btree (account_id);

-- calendar_feeds.calendar_feeds_token_unique
CREATE UNIQUE INDEX calendar_feeds_token_unique ON public.calendar_feeds USING btree (token);

-- calendar_hours.calendar_hours_professional_id_weekday_starts_min_pk
CREATE UNIQUE INDEX calendar_hours_professional_id_weekday_starts_min_pk ON public.calendar_hours USING btree (professional_id, weekday, starts_min);

-- categories.categories_created_by_idx
CREATE INDEX categories_created_by_idx ON public.categories USING btree (created_by, created_at);

-- categories.categories_pkey
CREATE UNIQUE INDEX categories_pkey ON public.categories USING btree (slug);

-- categories.categories_type_key
CREATE UNIQUE INDEX categories_type_key ON public.categories USING btree (type);

-- comments.comments_booking_id_unique
CREATE UNIQUE INDEX comments_booking_id_unique ON public.comments USING btree (booking_id);

-- comments.comments_pkey
CREATE UNIQUE INDEX comments_pkey ON public.comments USING btree (id);

-- comments.comments_professional_idx
CREATE INDEX comments_professional_idx ON public.comments USING btree (professional_id, created_at DESC NULLS LAST);

-- comments.comments_profile_author_key
CREATE UNIQUE INDEX comments_profile_author_key ON public.comments USING btree (professional_id, author_account_id) WHERE ((solicitud_id IS NULL) AND (booking_id IS NULL));

-- comments.comments_solicitud_id_unique
CREATE UNIQUE INDEX comments_solicitud_id_unique ON public.comments USING btree (solicitud_id);

-- complaints.complaints_author_idx
CREATE INDEX complaints_author_idx ON public.complaints USING btree (author_account_id);

-- complaints.complaints_fecha_carga_idx
CREATE INDEX complaints_fecha_carga_idx ON public.complaints USING btree (fecha_carga DESC NULLS LAST);

-- complaints.complaints_pkey
CREATE UNIQUE INDEX complaints_pkey ON public.complaints USING btree (id);

-- complaints.complaints_ticket_id_unique
CREATE UNIQUE INDEX complaints_ticket_id_unique ON public.complaints USING btree (ticket_id);

-- conversation_parties.conversation_parties_solicitud_id_account_id_pk
CREATE UNIQUE INDEX conversation_parties_solicitud_id_account_id_pk ON public.conversation_parties USING btree (solicitud_id, account_id);

-- conversation_parties.conversation_parties_unread_idx
CREATE INDEX conversation_parties_unread_idx ON public.conversation_parties USING btree (account_id, unread) WHERE (unread > 0);

-- data_rights_requests.data_rights_requests_filed_idx
CREATE INDEX data_rights_requests_filed_idx ON public.data_rights_requests USING btree (filed_at DESC NULLS LAST);

-- data_rights_requests.data_rights_requests_pkey
CREATE UNIQUE INDEX data_rights_requests_pkey ON public.data_rights_requests USING btree (code);

-- data_rights_requests.data_rights_requests_status_due_idx
CREATE INDEX data_rights_requests_status_due_idx ON public.data_rights_requests USING btree (status, due_on);

-- data_version.data_version_pkey
CREATE UNIQUE INDEX data_version_pkey ON public.data_version USING btree (id);

-- favourites.favourites_client_account_id_professional_id_pk
CREATE UNIQUE INDEX favourites_client_account_id_professional_id_pk ON public.favourites USING btree (client_account_id, professional_id);

-- favourites.favourites_client_created_idx
CREATE INDEX favourites_client_created_idx ON public.favourites USING btree (client_account_id, created_at DESC NULLS LAST);

-- favourites.favourites_professional_idx
CREATE INDEX favourites_professional_idx ON public.favourites USING btree (professional_id);

-- guarantee_claims.guarantee_claims_against_idx
CREATE INDEX guarantee_claims_against_idx ON public.guarantee_claims USING btree (professional_id, decidido_at) WHERE (decision = 'cliente'::text);

-- guarantee_claims.guarantee_claims_client_idx
CREATE INDEX guarantee_claims_client_idx ON public.guarantee_claims USING btree (client_id, created_at DESC NULLS LAST);

-- guarantee_claims.guarantee_claims_codigo_unique
CREATE UNIQUE INDEX guarantee_claims_codigo_unique ON public.guarantee_claims USING btree (codigo);

-- guarantee_claims.guarantee_claims_open_idx
CREATE UNIQUE INDEX guarantee_claims_open_idx ON public.guarantee_claims USING btree (solicitud_id) WHERE (estado <> 'decidido'::text);

-- guarantee_claims.guarantee_claims_pkey
CREATE UNIQUE INDEX guarantee_claims_pkey ON public.guarantee_claims USING btree (id);

-- guarantee_claims.guarantee_claims_queue_idx
CREATE INDEX guarantee_claims_queue_idx ON public.guarantee_claims USING btree (decision_hasta) WHERE (estado <> 'decidido'::text);

-- holidays.holidays_pkey
CREATE UNIQUE INDEX holidays_pkey ON public.holidays USING btree (day);

-- invoices.invoices_account_idx
CREATE INDEX invoices_account_idx ON public.invoices USING btree (account_id, created_at DESC NULLS LAST);

-- invoices.invoices_created_idx
CREATE INDEX invoices_created_idx ON public.invoices USING btree (created_at DESC NULLS LAST);

-- invoices.invoices_pkey
CREATE UNIQUE INDEX invoices_pkey ON public.invoices USING btree (id);

-- invoices.invoices_source_key_unique
CREATE UNIQUE INDEX invoices_source_key_unique ON public.invoices USING btree (source_key);

-- invoices.invoices_subscription_idx
CREATE INDEX invoices_subscription_idx ON public.invoices USING btree (subscription_id);

-- jobs.jobs_due_idx
CREATE INDEX jobs_due_idx ON public.jobs USING btree (run_at) WHERE ((done_at IS NULL) AND (failed_at IS NULL));

-- jobs.jobs_key_unique
CREATE UNIQUE INDEX jobs_key_unique ON public.jobs USING btree (key);

-- jobs.jobs_pkey
CREATE UNIQUE INDEX jobs_pkey ON public.jobs USING btree (id);

-- listings.listings_city_date_idx
CREATE INDEX listings_city_date_idx ON public.listings USING btree (category_slug, servihogar_fold(ciudad), created_at DESC NULLS LAST, professional_id);

-- listings.listings_city_featured_idx
CREATE INDEX listings_city_featured_idx ON public.listings USING btree (category_slug, servihogar_fold(ciudad), destacado DESC NULLS LAST, calificacion DESC NULLS LAST, nombre, apellido, professional_id);

-- listings.listings_city_name_idx
CREATE INDEX listings_city_name_idx ON public.listings USING btree (category_slug, servihogar_fold(ciudad), nombre, apellido, professional_id, ciudad, latitude, longitude, calificacion, alta_usuario, trial_started_at, free_suspended, paid_until, created_at, identity_verified, license_verified, trabajo_registrado, available_days, destacado, antecedentes_hasta, semanal, mensual, personas_enfermas, personas_mayores, personas_discapacitadas, rate_amount, rate_unit);

-- listings.listings_city_rate_idx
CREATE INDEX listings_city_rate_idx ON public.listings USING btree (category_slug, servihogar_fold(ciudad), rate_amount, professional_id);

-- listings.listings_city_rating_idx
CREATE INDEX listings_city_rating_idx ON public.listings USING btree (category_slug, servihogar_fold(ciudad), calificacion DESC NULLS LAST, nombre, apellido, professional_id);

-- listings.listings_date_idx
CREATE INDEX listings_date_idx ON public.listings USING btree (category_slug, created_at DESC NULLS LAST, professional_id);

-- listings.listings_featured_idx
CREATE INDEX listings_featured_idx ON public.listings USING btree (category_slug, destacado DESC NULLS LAST, calificacion DESC NULLS LAST, nombre, apellido, professional_id);

-- listings.listings_name_idx
CREATE INDEX listings_name_idx ON public.listings USING btree (category_slug, nombre, apellido, professional_id);

-- listings.listings_pair_point_idx
CREATE INDEX listings_pair_point_idx ON public.listings USING gist (category_slug, ll_to_earth(latitude, longitude)) WHERE (category_slug ~~ '%+%'::text);

-- listings.listings_point_idx
CREATE INDEX listings_point_idx ON public.listings USING gist (category_slug, servihogar_fold(ciudad), ll_to_earth(latitude, longitude));

-- listings.listings_professional_id_category_slug_pk
CREATE UNIQUE INDEX listings_professional_id_category_slug_pk ON public.listings USING btree (professional_id, category_slug);

-- listings.listings_rate_idx
CREATE INDEX listings_rate_idx ON public.listings USING btree (category_slug, rate_amount, professional_id);

-- listings.listings_rating_idx
CREATE INDEX listings_rating_idx ON public.listings USING btree (category_slug, calificacion DESC NULLS LAST, nombre, apellido, professional_id);

-- live_event_cursors.live_event_cursors_pkey
CREATE UNIQUE INDEX live_event_cursors_pkey ON public.live_event_cursors USING btree (account_id);

-- live_events.live_events_account_id_seq_pk
CREATE UNIQUE INDEX live_events_account_id_seq_pk ON public.live_events USING btree (account_id, seq);

-- live_events.live_events_created_idx
CREATE INDEX live_events_created_idx ON public.live_events USING btree (created_at);

-- mail_outbox.mail_outbox_due_idx
CREATE INDEX mail_outbox_due_idx ON public.mail_outbox USING btree (available_at) WHERE ((sent_at IS NULL) AND (failed_at IS NULL));

-- mail_outbox.mail_outbox_pkey
CREATE UNIQUE INDEX mail_outbox_pkey ON public.mail_outbox USING btree (id);

-- mercadopago_payments.mercadopago_payments_pkey
CREATE UNIQUE INDEX mercadopago_payments_pkey ON public.mercadopago_payments USING btree (id);

-- mercadopago_payments.mercadopago_payments_subscription_idx
CREATE INDEX mercadopago_payments_subscription_idx ON public.mercadopago_payments USING btree (subscription_id);

-- message_reports.message_reports_once
CREATE UNIQUE INDEX message_reports_once ON public.message_reports USING btree (message_id, reporter_account_id);

-- message_reports.message_reports_pkey
CREATE UNIQUE INDEX message_reports_pkey ON public.message_reports USING btree (id);

-- message_reports.message_reports_recent_idx
CREATE INDEX message_reports_recent_idx ON public.message_reports USING btree (created_at DESC NULLS LAST);

-- message_reports.message_reports_solicitud_idx
CREATE INDEX message_reports_solicitud_idx ON public.message_reports USING btree (solicitud_id, created_at DESC NULLS LAST);

-- messages.messages_author_idx
CREATE INDEX messages_author_idx ON public.messages USING btree (author_account_id);

-- messages.messages_pkey
CREATE UNIQUE INDEX messages_pkey ON public.messages USING btree (id);

-- messages.messages_solicitud_idx
CREATE INDEX messages_solicitud_idx ON public.messages USING btree (solicitud_id, created_at DESC NULLS LAST, id DESC NULLS LAST);

-- notification_preferences.notification_preferences_pkey
CREATE UNIQUE INDEX notification_preferences_pkey ON public.notification_preferences USING btree (account_id);

-- notifications.notifications_account_created_idx
CREATE INDEX notifications_account_created_idx ON public.notifications USING btree (account_id, created_at DESC NULLS LAST);

-- notifications.notifications_digest_idx
CREATE INDEX notifications_digest_idx ON public.notifications USING btree (created_at) WHERE ((kind = 'message'::text) AND (read_at IS NULL) AND (digested_at IS NULL));

-- notifications.notifications_pkey
CREATE UNIQUE INDEX notifications_pkey ON public.notifications USING btree (id);

-- notifications.notifications_unread_idx
CREATE INDEX notifications_unread_idx ON public.notifications USING btree (account_id, created_at DESC NULLS LAST) WHERE (read_at IS NULL);

-- one_time_codes.one_time_codes_account_purpose_idx
CREATE INDEX one_time_codes_account_purpose_idx ON public.one_time_codes USING btree (account_id, purpose);

-- one_time_codes.one_time_codes_hash_idx
CREATE INDEX one_time_codes_hash_idx ON public.one_time_codes USING btree (code_hash);

-- one_time_codes.one_time_codes_pkey
CREATE UNIQUE INDEX one_time_codes_pkey ON public.one_time_codes USING btree (id);

-- pay_scales.pay_scales_key_idx
CREATE UNIQUE INDEX pay_scales_key_idx ON public.pay_scales USING btree (category, modality, valid_from);

-- pay_scales.pay_scales_pkey
CREATE UNIQUE INDEX pay_scales_pkey ON public.pay_scales USING btree (id);

-- professional_calendars.professional_calendars_pkey
CREATE UNIQUE INDEX professional_calendars_pkey ON public.professional_calendars USING btree (professional_id);

-- professional_response_stats.professional_response_stats_pkey
CREATE UNIQUE INDEX professional_response_stats_pkey ON public.professional_response_stats USING btree (professional_id);

-- professional_services.professional_services_category_idx
CREATE INDEX professional_services_category_idx ON public.professional_services USING btree (category_slug, professional_id);

-- professional_services.professional_services_professional_id_category_slug_pk
CREATE UNIQUE INDEX professional_services_professional_id_category_slug_pk ON public.professional_services USING btree (professional_id, category_slug);

-- professional_standings.professional_standings_pkey
CREATE UNIQUE INDEX professional_standings_pkey ON public.professional_standings USING btree (professional_id);

-- professionals.professionals_account_id_unique
CREATE UNIQUE INDEX professionals_account_id_unique ON public.professionals USING btree (account_id);

-- professionals.professionals_calificacion_idx
CREATE INDEX professionals_calificacion_idx ON public.professionals USING btree (calificacion DESC NULLS LAST, nombre, apellido, id);

-- professionals.professionals_ciudad_idx
CREATE INDEX professionals_ciudad_idx ON public.professionals USING btree (servihogar_fold(ciudad), nombre, apellido, id);

-- professionals.professionals_created_at_idx
CREATE INDEX professionals_created_at_idx ON public.professionals USING btree (created_at DESC NULLS LAST, id);

-- professionals.professionals_dni_key
CREATE UNIQUE INDEX professionals_dni_key ON public.professionals USING btree (dni_key);

-- professionals.professionals_earth_idx
CREATE INDEX professionals_earth_idx ON public.professionals USING gist (ll_to_earth(latitude, longitude));

-- professionals.professionals_name_idx
CREATE INDEX professionals_name_idx ON public.professionals USING btree (nombre, apellido, id);

-- professionals.professionals_pkey
CREATE UNIQUE INDEX professionals_pkey ON public.professionals USING btree (id);

-- professionals.professionals_search_idx
CREATE INDEX professionals_search_idx ON public.professionals USING gin (search_doc gin_trgm_ops);

-- professionals.professionals_search_words_idx
CREATE INDEX professionals_search_words_idx ON public.professionals USING gin (to_tsvector('simple'::regconfig, search_doc));

-- profile_activity_daily.profile_activity_daily_professional_id_day_source_pk
CREATE UNIQUE INDEX profile_activity_daily_professional_id_day_source_pk ON public.profile_activity_daily USING btree (professional_id, day, source);

-- push_subscriptions.push_subscriptions_account_idx
CREATE INDEX push_subscriptions_account_idx ON public.push_subscriptions USING btree (account_id);

-- push_subscriptions.push_subscriptions_endpoint_unique
CREATE UNIQUE INDEX push_subscriptions_endpoint_unique ON public.push_subscriptions USING btree (endpoint);

-- push_subscriptions.push_subscriptions_pkey
CREATE UNIQUE INDEX push_subscriptions_pkey ON public.push_subscriptions USING btree (id);

-- refresh_tokens.refresh_tokens_account_idx
CREATE INDEX refresh_tokens_account_idx ON public.refresh_tokens USING btree (account_id);

-- refresh_tokens.refresh_tokens_family_idx
CREATE INDEX refresh_tokens_family_idx ON public.refresh_tokens USING btree (family_id);

-- refresh_tokens.refresh_tokens_pkey
CREATE UNIQUE INDEX refresh_tokens_pkey ON public.refresh_tokens USING btree (id);

-- refresh_tokens.refresh_tokens_token_hash_unique
CREATE UNIQUE INDEX refresh_tokens_token_hash_unique ON public.refresh_tokens USING btree (token_hash);

-- rights_requests.rights_requests_created_idx
CREATE INDEX rights_requests_created_idx ON public.rights_requests USING btree (created_at DESC NULLS LAST);

-- rights_requests.rights_requests_pkey
CREATE UNIQUE INDEX rights_requests_pkey ON public.rights_requests USING btree (code);

-- search_words.search_words_deletes_idx
CREATE INDEX search_words_deletes_idx ON public.search_words USING gin (servihogar_deletes(word));

-- search_words.search_words_pkey
CREATE UNIQUE INDEX search_words_pkey ON public.search_words USING btree (word);

-- search_words.search_words_trgm_idx
CREATE INDEX search_words_trgm_idx ON public.search_words USING gin (word gin_trgm_ops);

-- solicitudes.solicitudes_accepted_day_idx
CREATE INDEX solicitudes_accepted_day_idx ON public.solicitudes USING btree (when_date) WHERE ((answer = 'acepto'::text) AND (arrived IS NULL) AND (done_at IS NULL));

-- solicitudes.solicitudes_client_idx
CREATE INDEX solicitudes_client_idx ON public.solicitudes USING btree (client_account_id, created_at DESC NULLS LAST, id DESC NULLS LAST);

-- solicitudes.solicitudes_no_show_idx
CREATE INDEX solicitudes_no_show_idx ON public.solicitudes USING btree (arrived_at DESC NULLS LAST) WHERE (arrived = false);

-- solicitudes.solicitudes_pkey
CREATE UNIQUE INDEX solicitudes_pkey ON public.solicitudes USING btree (id);

-- solicitudes.solicitudes_professional_idx
CREATE INDEX solicitudes_professional_idx ON public.solicitudes USING btree (professional_id, created_at DESC NULLS LAST, id DESC NULLS LAST);

-- solicitudes.solicitudes_unanswered_idx
CREATE INDEX solicitudes_unanswered_idx ON public.solicitudes USING btree (created_at) WHERE (answered_at IS NULL);

-- subscriptions.subscriptions_account_idx
CREATE INDEX subscriptions_account_idx ON public.subscriptions USING btree (account_id, created_at DESC NULLS LAST);

-- subscriptions.subscriptions_created_at_idx
CREATE INDEX subscriptions_created_at_idx ON public.subscriptions USING btree (created_at DESC NULLS LAST);

-- subscriptions.subscriptions_mp_preapproval_id_unique
CREATE UNIQUE INDEX subscriptions_mp_preapproval_id_unique ON public.subscriptions USING btree (mp_preapproval_id);

-- subscriptions.subscriptions_pkey
CREATE UNIQUE INDEX subscriptions_pkey ON public.subscriptions USING btree (id);

-- subscriptions.subscriptions_professional_idx
CREATE INDEX subscriptions_professional_idx ON public.subscriptions USING btree (professional_id);

-- verification_documents.verification_documents_pkey
CREATE UNIQUE INDEX verification_documents_pkey ON public.verification_documents USING btree (id);

-- verification_documents.verification_documents_professional_idx
CREATE INDEX verification_documents_professional_idx ON public.verification_documents USING btree (professional_id, kind, created_at DESC NULLS LAST);

-- verification_documents.verification_documents_status_idx
CREATE INDEX verification_documents_status_idx ON public.verification_documents USING btree (status, created_at);

-- whatsapp_numbers.whatsapp_numbers_pkey
CREATE UNIQUE INDEX whatsapp_numbers_pkey ON public.whatsapp_numbers USING btree (account_id);

-- whatsapp_sends.whatsapp_sends_account_idx
CREATE INDEX whatsapp_sends_account_idx ON public.whatsapp_sends USING btree (account_id, created_at DESC NULLS LAST);

-- whatsapp_sends.whatsapp_sends_message_id_unique
CREATE UNIQUE INDEX whatsapp_sends_message_id_unique ON public.whatsapp_sends USING btree (message_id);

-- whatsapp_sends.whatsapp_sends_pkey
CREATE UNIQUE INDEX whatsapp_sends_pkey ON public.whatsapp_sends USING btree (id);
