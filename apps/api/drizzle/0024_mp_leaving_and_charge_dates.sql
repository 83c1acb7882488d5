ALTER TABLE "mercadopago_payments" ADD COLUMN "charged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mercadopago_payments" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "mp_cancel_requested_at" timestamp with time zone;