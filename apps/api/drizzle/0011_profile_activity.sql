CREATE TABLE "profile_activity_daily" (
	"professional_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"reveals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "profile_activity_daily_professional_id_day_source_pk" PRIMARY KEY("professional_id","day","source")
);
--> statement-breakpoint
ALTER TABLE "profile_activity_daily" ADD CONSTRAINT "profile_activity_daily_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;