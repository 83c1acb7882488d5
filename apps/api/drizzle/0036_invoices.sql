CREATE TABLE "arca_tickets" (
	"service" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"sign" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_key" text NOT NULL,
	"subscription_id" uuid,
	"account_id" uuid,
	"associated_id" uuid,
	"cbte_tipo" integer NOT NULL,
	"punto_venta" integer NOT NULL,
	"numero" integer,
	"importe" text NOT NULL,
	"doc_tipo" integer NOT NULL,
	"doc_nro" text NOT NULL,
	"receptor" text NOT NULL,
	"concepto" text NOT NULL,
	"servicio_desde" text NOT NULL,
	"servicio_hasta" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"fecha" text,
	"cae" text,
	"cae_vencimiento" text,
	"mensaje" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "invoices_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "invoices_estado_valid" CHECK ("invoices"."estado" in ('pendiente', 'emitida', 'rechazada'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_associated_id_invoices_id_fk" FOREIGN KEY ("associated_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_subscription_idx" ON "invoices" USING btree ("subscription_id");