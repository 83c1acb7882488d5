DROP INDEX "comments_profile_author_key";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "arrived" boolean;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_profile_author_key" ON "comments" USING btree ("professional_id","author_account_id") WHERE "comments"."solicitud_id" is null and "comments"."booking_id" is null;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_booking_id_unique" UNIQUE("booking_id");