CREATE TABLE "data_rights_requests" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"detalle" text NOT NULL,
	"status" text DEFAULT 'pendiente' NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution_note" text
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_rights_requests" ADD CONSTRAINT "data_rights_requests_resolved_by_accounts_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_rights_requests_status_due_idx" ON "data_rights_requests" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "data_rights_requests_filed_idx" ON "data_rights_requests" USING btree ("filed_at" DESC NULLS LAST);--> statement-breakpoint
-- Argentine national holidays (Ley 27.399: inamovibles, trasladables as moved, and the bridge days
-- "con fines turísticos" decreed for 2026). 2027's bridge days are not decreed yet: add them as rows.
INSERT INTO "holidays" ("day", "name") VALUES
  ('2026-01-01', 'Año Nuevo'),
  ('2026-02-16', 'Carnaval'),
  ('2026-02-17', 'Carnaval'),
  ('2026-03-23', 'Feriado con fines turísticos'),
  ('2026-03-24', 'Día Nacional de la Memoria por la Verdad y la Justicia'),
  ('2026-04-02', 'Día del Veterano y de los Caídos en la Guerra de Malvinas'),
  ('2026-04-03', 'Viernes Santo'),
  ('2026-05-01', 'Día del Trabajador'),
  ('2026-05-25', 'Día de la Revolución de Mayo'),
  ('2026-06-15', 'Paso a la Inmortalidad del General Martín Miguel de Güemes'),
  ('2026-06-20', 'Paso a la Inmortalidad del General Manuel Belgrano'),
  ('2026-07-09', 'Día de la Independencia'),
  ('2026-07-10', 'Feriado con fines turísticos'),
  ('2026-08-17', 'Paso a la Inmortalidad del General José de San Martín'),
  ('2026-10-12', 'Día del Respeto a la Diversidad Cultural'),
  ('2026-11-23', 'Día de la Soberanía Nacional'),
  ('2026-12-07', 'Feriado con fines turísticos'),
  ('2026-12-08', 'Inmaculada Concepción de María'),
  ('2026-12-25', 'Navidad'),
  ('2027-01-01', 'Año Nuevo'),
  ('2027-02-08', 'Carnaval'),
  ('2027-02-09', 'Carnaval'),
  ('2027-03-24', 'Día Nacional de la Memoria por la Verdad y la Justicia'),
  ('2027-03-26', 'Viernes Santo'),
  ('2027-04-02', 'Día del Veterano y de los Caídos en la Guerra de Malvinas'),
  ('2027-05-01', 'Día del Trabajador'),
  ('2027-05-25', 'Día de la Revolución de Mayo'),
  ('2027-06-20', 'Paso a la Inmortalidad del General Manuel Belgrano'),
  ('2027-06-21', 'Paso a la Inmortalidad del General Martín Miguel de Güemes'),
  ('2027-07-09', 'Día de la Independencia'),
  ('2027-08-16', 'Paso a la Inmortalidad del General José de San Martín'),
  ('2027-10-11', 'Día del Respeto a la Diversidad Cultural'),
  ('2027-11-20', 'Día de la Soberanía Nacional'),
  ('2027-12-08', 'Inmaculada Concepción de María'),
  ('2027-12-25', 'Navidad')
ON CONFLICT ("day") DO NOTHING;
