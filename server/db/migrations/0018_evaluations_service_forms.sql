CREATE TABLE "evaluation_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"evaluation_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	CONSTRAINT "evaluation_services_unique" UNIQUE("evaluation_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"referral_id" integer NOT NULL,
	"provider_id" integer,
	"evaluated_on" date NOT NULL,
	"findings" text DEFAULT '' NOT NULL,
	"recommendations" text DEFAULT '' NOT NULL,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_form_guest_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"form_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_form_guest_links_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "service_form_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"guest_link_id" integer NOT NULL,
	"signer_name" text NOT NULL,
	"signer_relationship" text NOT NULL,
	"content_type" text NOT NULL,
	"image_base64" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"client_address" text NOT NULL,
	"content_hash" text NOT NULL,
	CONSTRAINT "service_form_signatures_form_id_unique" UNIQUE("form_id")
);
--> statement-breakpoint
CREATE TABLE "service_form_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"statement" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_form_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "service_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type_id" integer NOT NULL,
	"referral_id" integer NOT NULL,
	"form_date" date NOT NULL,
	"signer_hint" text,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_forms_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "service_forms_status_check" CHECK ("service_forms"."status" in ('draft', 'sent', 'signed'))
);
--> statement-breakpoint
ALTER TABLE "evaluation_services" ADD CONSTRAINT "evaluation_services_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_services" ADD CONSTRAINT "evaluation_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_services" ADD CONSTRAINT "evaluation_services_type_id_evaluation_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."evaluation_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_form_guest_links" ADD CONSTRAINT "service_form_guest_links_form_id_service_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."service_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_form_guest_links" ADD CONSTRAINT "service_form_guest_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_form_signatures" ADD CONSTRAINT "service_form_signatures_form_id_service_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."service_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_form_signatures" ADD CONSTRAINT "service_form_signatures_guest_link_id_service_form_guest_links_id_fk" FOREIGN KEY ("guest_link_id") REFERENCES "public"."service_form_guest_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_forms" ADD CONSTRAINT "service_forms_type_id_service_form_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."service_form_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_forms" ADD CONSTRAINT "service_forms_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_forms" ADD CONSTRAINT "service_forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_forms" ADD CONSTRAINT "service_forms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluations_referral_idx" ON "evaluations" USING btree ("referral_id","id");--> statement-breakpoint
CREATE INDEX "evaluations_date_idx" ON "evaluations" USING btree ("evaluated_on","id");--> statement-breakpoint
CREATE INDEX "service_form_guest_links_form_idx" ON "service_form_guest_links" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "service_forms_referral_idx" ON "service_forms" USING btree ("referral_id","id");--> statement-breakpoint
CREATE INDEX "service_forms_status_idx" ON "service_forms" USING btree ("status","id");