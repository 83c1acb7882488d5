CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"nombre" text NOT NULL,
	"apellido" text NOT NULL,
	"numero_contacto" text,
	"dni" text,
	"foto" text,
	"direccion" jsonb,
	"verified_at" timestamp with time zone,
	"banned_at" timestamp with time zone,
	"ban_reason" text,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_lower" CHECK ("accounts"."email" = lower("accounts"."email"))
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"image_key" text,
	"image_url" text,
	"link" text,
	"active_from" timestamp with time zone,
	"active_until" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisements_type_valid" CHECK ("advertisements"."type" in ('banner-horizontal', 'banner-vertical', 'pop-up')),
	CONSTRAINT "advertisements_image_present" CHECK ("advertisements"."image_key" is not null or "advertisements"."image_url" is not null)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_account_id" uuid,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"img" text,
	"fixed" boolean DEFAULT false NOT NULL,
	"position" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"author_account_id" uuid,
	"solicitud_id" uuid,
	"nombre_persona" text NOT NULL,
	"descripcion" varchar(180) NOT NULL,
	"calificacion" smallint NOT NULL,
	"foto" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_solicitud_id_unique" UNIQUE("solicitud_id"),
	CONSTRAINT "comments_calificacion_range" CHECK ("comments"."calificacion" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" text NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text NOT NULL,
	"empresa_comercio" text NOT NULL,
	"categoria" text NOT NULL,
	"denunciante" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"author_account_id" uuid,
	"ciudad" text NOT NULL,
	"criticidad" text DEFAULT 'Media' NOT NULL,
	"estado" text DEFAULT 'Pendiente' NOT NULL,
	"contacto" text,
	"fecha_carga" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_ticket_id_unique" UNIQUE("ticket_id"),
	CONSTRAINT "complaints_criticidad_valid" CHECK ("complaints"."criticidad" in ('Baja', 'Media', 'Alta')),
	CONSTRAINT "complaints_estado_valid" CHECK ("complaints"."estado" in ('Pendiente', 'En revisión', 'Resuelto', 'Cerrado'))
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professional_services" (
	"professional_id" uuid NOT NULL,
	"category_slug" text NOT NULL,
	"semanal" boolean DEFAULT false NOT NULL,
	"mensual" boolean DEFAULT false NOT NULL,
	"personas_enfermas" boolean DEFAULT false NOT NULL,
	"personas_mayores" boolean DEFAULT false NOT NULL,
	"personas_discapacitadas" boolean DEFAULT false NOT NULL,
	"descripcion" text,
	CONSTRAINT "professional_services_professional_id_category_slug_pk" PRIMARY KEY("professional_id","category_slug")
);
--> statement-breakpoint
CREATE TABLE "professionals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"nombre" text NOT NULL,
	"apellido" text NOT NULL,
	"dni" text NOT NULL,
	"edad" integer NOT NULL,
	"email" text NOT NULL,
	"numero_contacto" text NOT NULL,
	"pais" text NOT NULL,
	"localidad" text NOT NULL,
	"ciudad" text NOT NULL,
	"zona_cobertura" text,
	"instagram" text,
	"referencias" text,
	"foto" text,
	"latitude" double precision,
	"longitude" double precision,
	"calificacion" real DEFAULT 0 NOT NULL,
	"alta_usuario" boolean DEFAULT false NOT NULL,
	"trial_started_at" timestamp with time zone,
	"free_suspended" boolean DEFAULT false NOT NULL,
	"paid_until" timestamp with time zone,
	"ultimo_pago" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professionals_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "solicitudes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_account_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"category_slug" text,
	"flujo_completo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"professional_id" uuid,
	"type" text NOT NULL,
	"plan" text NOT NULL,
	"payment_proof_key" text NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "subscriptions_type_valid" CHECK ("subscriptions"."type" in ('professional', 'user')),
	CONSTRAINT "subscriptions_plan_valid" CHECK ("subscriptions"."plan" in ('mensual', 'trimestral', 'anual', 'premium')),
	CONSTRAINT "subscriptions_payment_status_valid" CHECK ("subscriptions"."payment_status" in ('pending', 'confirmed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_services" ADD CONSTRAINT "professional_services_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_services" ADD CONSTRAINT "professional_services_category_slug_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD CONSTRAINT "solicitudes_client_account_id_accounts_id_fk" FOREIGN KEY ("client_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD CONSTRAINT "solicitudes_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD CONSTRAINT "solicitudes_category_slug_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."categories"("slug") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_key" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "accounts_roles_idx" ON "accounts" USING gin ("roles");--> statement-breakpoint
CREATE INDEX "accounts_created_at_idx" ON "accounts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "advertisements_type_idx" ON "advertisements" USING btree ("type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_type_key" ON "categories" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "comments_profile_author_key" ON "comments" USING btree ("professional_id","author_account_id") WHERE "comments"."solicitud_id" is null;--> statement-breakpoint
CREATE INDEX "comments_professional_idx" ON "comments" USING btree ("professional_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaints_fecha_carga_idx" ON "complaints" USING btree ("fecha_carga" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaints_author_idx" ON "complaints" USING btree ("author_account_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_account_purpose_idx" ON "one_time_codes" USING btree ("account_id","purpose");--> statement-breakpoint
CREATE INDEX "one_time_codes_hash_idx" ON "one_time_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "professional_services_category_idx" ON "professional_services" USING btree ("category_slug","professional_id");--> statement-breakpoint
CREATE INDEX "professionals_name_idx" ON "professionals" USING btree ("nombre","apellido","id");--> statement-breakpoint
CREATE INDEX "professionals_calificacion_idx" ON "professionals" USING btree ("calificacion" DESC NULLS LAST,"nombre","apellido","id");--> statement-breakpoint
CREATE INDEX "professionals_created_at_idx" ON "professionals" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "professionals_earth_idx" ON "professionals" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_account_idx" ON "refresh_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "solicitudes_client_idx" ON "solicitudes" USING btree ("client_account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitudes_professional_idx" ON "solicitudes" USING btree ("professional_id");--> statement-breakpoint
CREATE INDEX "subscriptions_account_idx" ON "subscriptions" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_professional_idx" ON "subscriptions" USING btree ("professional_id");--> statement-breakpoint
CREATE INDEX "subscriptions_created_at_idx" ON "subscriptions" USING btree ("created_at" DESC NULLS LAST);