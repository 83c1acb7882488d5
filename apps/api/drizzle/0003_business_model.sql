ALTER TABLE "accounts" ADD COLUMN "premium_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "trial_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "previous_paid_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);