CREATE TABLE "mercadopago_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"status" text NOT NULL,
	"amount" text,
	"end_date" timestamp with time zone,
	"previous_paid_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "payment_proof_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "method" text DEFAULT 'transfer' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "mp_preapproval_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "mp_status" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "mp_mismatch" text;--> statement-breakpoint
ALTER TABLE "mercadopago_payments" ADD CONSTRAINT "mercadopago_payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mercadopago_payments_subscription_idx" ON "mercadopago_payments" USING btree ("subscription_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_mp_preapproval_id_unique" UNIQUE("mp_preapproval_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_method_valid" CHECK ("subscriptions"."method" in ('transfer', 'mercadopago'));