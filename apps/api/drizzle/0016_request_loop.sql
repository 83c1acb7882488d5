CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "professional_response_stats" (
	"professional_id" uuid PRIMARY KEY NOT NULL,
	"received" integer NOT NULL,
	"answered" integer NOT NULL,
	"median_delay_ms" integer,
	"signal_percent" smallint,
	"signal_delay" text,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "solicitudes_client_idx";--> statement-breakpoint
DROP INDEX "solicitudes_professional_idx";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "reply_hidden_reason" text;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "need" text;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "when_date" date;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "when_slot" text;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "zone" text;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "answer_text" text;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "done_by" text;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "arrived" boolean;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "no_show_reply" text;--> statement-breakpoint
ALTER TABLE "professional_response_stats" ADD CONSTRAINT "professional_response_stats_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null and "jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "solicitudes_unanswered_idx" ON "solicitudes" USING btree ("created_at") WHERE "solicitudes"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "solicitudes_accepted_day_idx" ON "solicitudes" USING btree ("when_date") WHERE "solicitudes"."answer" = 'acepto' and "solicitudes"."arrived" is null and "solicitudes"."done_at" is null;--> statement-breakpoint
CREATE INDEX "solicitudes_no_show_idx" ON "solicitudes" USING btree ("arrived_at" DESC NULLS LAST) WHERE "solicitudes"."arrived" = false;--> statement-breakpoint
CREATE INDEX "solicitudes_client_idx" ON "solicitudes" USING btree ("client_account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitudes_professional_idx" ON "solicitudes" USING btree ("professional_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "solicitudes" ADD CONSTRAINT "solicitudes_answer_time" CHECK (("solicitudes"."answer" is null) = ("solicitudes"."answered_at" is null));--> statement-breakpoint
ALTER TABLE "solicitudes" ADD CONSTRAINT "solicitudes_done_after_accept" CHECK ("solicitudes"."done_at" is null or "solicitudes"."answer" = 'acepto');--> statement-breakpoint
-- Decision 0031: the public response signal is part of a professional's public reads (decision
-- 0018): a change of what is shown bumps the data version for that professional. The raw counts
-- change with every request and are not shown, so they do not invalidate anything.
CREATE CONSTRAINT TRIGGER "professional_response_stats_data_version"
  AFTER INSERT OR DELETE ON "professional_response_stats"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('professional_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "professional_response_stats_signal_data_version"
  AFTER UPDATE ON "professional_response_stats"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."signal_percent" IS DISTINCT FROM NEW."signal_percent" OR OLD."signal_delay" IS DISTINCT FROM NEW."signal_delay")
  EXECUTE FUNCTION "bump_data_version"('professional_id');
