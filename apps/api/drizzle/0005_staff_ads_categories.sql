ALTER TABLE "advertisements" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "impressions" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "clicks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "status" text DEFAULT 'aprobada' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_created_by_idx" ON "categories" USING btree ("created_by","created_at");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_status_valid" CHECK ("categories"."status" in ('pendiente', 'aprobada'));--> statement-breakpoint
-- Categories proposed before moderation existed wait for a redactor like new ones (issue #12).
UPDATE "categories" SET "status" = 'pendiente' WHERE NOT "fixed";