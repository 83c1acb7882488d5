-- Issue 42: the conversation of a solicitud: messages (text up to 1 000 characters, an optional private photo, hidden by admins with a reason),
-- each party's side (unread count kept in the writing transaction, read mark, block) and the reports admins read.
CREATE TABLE "conversation_parties" (
	"solicitud_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone,
	"blocked_at" timestamp with time zone,
	CONSTRAINT "conversation_parties_solicitud_id_account_id_pk" PRIMARY KEY("solicitud_id","account_id"),
	CONSTRAINT "conversation_parties_unread" CHECK ("conversation_parties"."unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"solicitud_id" uuid NOT NULL,
	"reporter_account_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reports_once" UNIQUE("message_id","reporter_account_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"solicitud_id" uuid NOT NULL,
	"author_account_id" uuid NOT NULL,
	"texto" text NOT NULL,
	"photo_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	CONSTRAINT "messages_texto_length" CHECK (char_length("messages"."texto") <= 1000),
	CONSTRAINT "messages_not_empty" CHECK ("messages"."texto" <> '' or "messages"."photo_key" is not null),
	CONSTRAINT "messages_hidden_reason" CHECK (("messages"."hidden_at" is null) = ("messages"."hidden_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "conversation_parties" ADD CONSTRAINT "conversation_parties_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_parties" ADD CONSTRAINT "conversation_parties_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_account_id_accounts_id_fk" FOREIGN KEY ("reporter_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_parties_unread_idx" ON "conversation_parties" USING btree ("account_id","unread") WHERE "conversation_parties"."unread" > 0;--> statement-breakpoint
CREATE INDEX "message_reports_solicitud_idx" ON "message_reports" USING btree ("solicitud_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_reports_recent_idx" ON "message_reports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_solicitud_idx" ON "messages" USING btree ("solicitud_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_author_idx" ON "messages" USING btree ("author_account_id");