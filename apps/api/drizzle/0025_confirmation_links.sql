ALTER TABLE "professionals" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "rights_requests" ADD COLUMN "confirmed_at" timestamp with time zone;