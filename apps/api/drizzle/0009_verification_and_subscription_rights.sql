CREATE TABLE "verification_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"status" text DEFAULT 'pendiente' NOT NULL,
	"motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "verification_documents_kind_valid" CHECK ("verification_documents"."kind" in ('dni', 'matricula')),
	CONSTRAINT "verification_documents_status_valid" CHECK ("verification_documents"."status" in ('pendiente', 'aprobado', 'rechazado'))
);
--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "identity_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "license_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "baja_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "refunded_by" uuid;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_documents_professional_idx" ON "verification_documents" USING btree ("professional_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "verification_documents_status_idx" ON "verification_documents" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_refunded_by_accounts_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The verification badges are public ('Identidad verificada', 'Matriculado', 'Solo verificados'):
-- a change of either bumps the data version like the other public columns (decision 0018).
DROP TRIGGER "professionals_data_version" ON "professionals";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "professionals_data_version"
  AFTER INSERT OR DELETE OR UPDATE OF "id", "nombre", "apellido", "pais", "localidad", "ciudad",
    "zona_cobertura", "instagram", "referencias", "foto", "latitude", "longitude", "calificacion",
    "alta_usuario", "trial_started_at", "free_suspended", "paid_until", "created_at",
    "identity_verified", "license_verified"
  ON "professionals" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"();
