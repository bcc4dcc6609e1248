CREATE TABLE "provider_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_holder" text NOT NULL,
	"account_type" text NOT NULL,
	"routing_encrypted" text NOT NULL,
	"routing_last4" text NOT NULL,
	"account_encrypted" text NOT NULL,
	"account_last4" text NOT NULL,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_service_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"duration_id" integer NOT NULL,
	"rate_cents" integer NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"template_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	CONSTRAINT "provider_service_rates_rate_check" CHECK ("provider_service_rates"."rate_cents" >= 0),
	CONSTRAINT "provider_service_rates_dates_check" CHECK ("provider_service_rates"."effective_to" is null or "provider_service_rates"."effective_to" >= "provider_service_rates"."effective_from")
);
--> statement-breakpoint
CREATE TABLE "purchasable_item_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchasable_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"sort_index" integer NOT NULL,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchasable_items_price_check" CHECK ("purchasable_items"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_rate_template_lines" (
	"template_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"rate_cents" integer NOT NULL,
	CONSTRAINT "service_rate_template_lines_template_id_service_id_pk" PRIMARY KEY("template_id","service_id"),
	CONSTRAINT "service_rate_template_lines_rate_check" CHECK ("service_rate_template_lines"."rate_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_rate_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"specialty_id" integer NOT NULL,
	"duration_id" integer NOT NULL,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_bank_accounts" ADD CONSTRAINT "provider_bank_accounts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_service_rates" ADD CONSTRAINT "provider_service_rates_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_service_rates" ADD CONSTRAINT "provider_service_rates_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_service_rates" ADD CONSTRAINT "provider_service_rates_duration_id_service_durations_id_fk" FOREIGN KEY ("duration_id") REFERENCES "public"."service_durations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_service_rates" ADD CONSTRAINT "provider_service_rates_template_id_service_rate_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."service_rate_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_service_rates" ADD CONSTRAINT "provider_service_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchasable_items" ADD CONSTRAINT "purchasable_items_type_id_purchasable_item_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."purchasable_item_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_rate_template_lines" ADD CONSTRAINT "service_rate_template_lines_template_id_service_rate_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."service_rate_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_rate_template_lines" ADD CONSTRAINT "service_rate_template_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_rate_templates" ADD CONSTRAINT "service_rate_templates_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_rate_templates" ADD CONSTRAINT "service_rate_templates_duration_id_service_durations_id_fk" FOREIGN KEY ("duration_id") REFERENCES "public"."service_durations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_bank_accounts_provider_idx" ON "provider_bank_accounts" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "provider_service_rates_lookup_idx" ON "provider_service_rates" USING btree ("provider_id","service_id","duration_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_service_rates_open_idx" ON "provider_service_rates" USING btree ("provider_id","service_id","duration_id") WHERE "provider_service_rates"."effective_to" is null;--> statement-breakpoint
CREATE INDEX "purchasable_items_sort_idx" ON "purchasable_items" USING btree ("sort_index","id");--> statement-breakpoint
CREATE INDEX "service_rate_templates_name_idx" ON "service_rate_templates" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "service_rate_templates_specialty_idx" ON "service_rate_templates" USING btree ("specialty_id");--> statement-breakpoint
-- ---- Hand-written (issue 15, finance foundation): keep at the END when migrations are regenerated ----
-- A service rate's amount, start, provider, service and length are never rewritten: a bill line
-- priced at a rate must keep meaning the amount it was priced at. Only effective_to may change
-- (closing a rate); a new amount is a new row.
CREATE FUNCTION provider_service_rates_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.rate_cents IS DISTINCT FROM OLD.rate_cents
    OR NEW.effective_from IS DISTINCT FROM OLD.effective_from
    OR NEW.provider_id IS DISTINCT FROM OLD.provider_id
    OR NEW.service_id IS DISTINCT FROM OLD.service_id
    OR NEW.duration_id IS DISTINCT FROM OLD.duration_id THEN
    RAISE EXCEPTION 'a service rate is never rewritten; add a new rate instead' USING ERRCODE = 'check_violation', CONSTRAINT = 'provider_service_rates_immutable';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER provider_service_rates_immutable BEFORE UPDATE ON provider_service_rates
  FOR EACH ROW EXECUTE FUNCTION provider_service_rates_immutable();
