CREATE SEQUENCE "public"."guarantee_claim_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "guarantee_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"codigo" text NOT NULL,
	"solicitud_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"motivo" text NOT NULL,
	"descripcion" text NOT NULL,
	"foto_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"estado" text DEFAULT 'abierto' NOT NULL,
	"respuesta" text,
	"respondido_at" timestamp with time zone,
	"respuesta_hasta" date NOT NULL,
	"decision_hasta" date NOT NULL,
	"decision" text,
	"resultado" text,
	"decidido_at" timestamp with time zone,
	"decidido_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guarantee_claims_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "guarantee_claims_motivo_valid" CHECK ("guarantee_claims"."motivo" in ('no_show', 'trabajo_mal_hecho', 'danos', 'comportamiento')),
	CONSTRAINT "guarantee_claims_estado_valid" CHECK ("guarantee_claims"."estado" in ('abierto', 'respondido', 'decidido')),
	CONSTRAINT "guarantee_claims_decision_valid" CHECK ("guarantee_claims"."decision" in ('cliente', 'profesional', 'acuerdo'))
);
--> statement-breakpoint
ALTER TABLE "guarantee_claims" ADD CONSTRAINT "guarantee_claims_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_claims" ADD CONSTRAINT "guarantee_claims_client_id_accounts_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_claims" ADD CONSTRAINT "guarantee_claims_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_claims" ADD CONSTRAINT "guarantee_claims_decidido_por_accounts_id_fk" FOREIGN KEY ("decidido_por") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guarantee_claims_open_idx" ON "guarantee_claims" USING btree ("solicitud_id") WHERE "guarantee_claims"."estado" <> 'decidido';--> statement-breakpoint
CREATE INDEX "guarantee_claims_client_idx" ON "guarantee_claims" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "guarantee_claims_queue_idx" ON "guarantee_claims" USING btree ("decision_hasta") WHERE "guarantee_claims"."estado" <> 'decidido';--> statement-breakpoint
CREATE INDEX "guarantee_claims_against_idx" ON "guarantee_claims" USING btree ("professional_id","decidido_at") WHERE "guarantee_claims"."decision" = 'cliente';