CREATE TABLE "pay_scales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"modality" text NOT NULL,
	"hourly" numeric(12, 2),
	"monthly" numeric(12, 2),
	"valid_from" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rights_requests" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"dni" text NOT NULL,
	"professional_id" uuid,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "trabajo_registrado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rights_requests" ADD CONSTRAINT "rights_requests_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_scales_key_idx" ON "pay_scales" USING btree ("category","modality","valid_from");--> statement-breakpoint
CREATE INDEX "rights_requests_created_idx" ON "rights_requests" USING btree ("created_at" DESC NULLS LAST);