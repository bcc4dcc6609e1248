CREATE TABLE "bill_adjustment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_bill_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"kind" text NOT NULL,
	"visit_id" uuid,
	"service_id" integer,
	"duration_id" integer,
	"purchasable_item_id" integer,
	"adjustment_type_id" integer,
	"service_date" date,
	"description" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"rate_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	CONSTRAINT "provider_bill_lines_kind_check" CHECK ("provider_bill_lines"."kind" in ('visit', 'item', 'adjustment')),
	CONSTRAINT "provider_bill_lines_visit_check" CHECK (("provider_bill_lines"."kind" = 'visit') = ("provider_bill_lines"."visit_id" is not null)),
	CONSTRAINT "provider_bill_lines_amount_check" CHECK ("provider_bill_lines"."amount_cents" = "provider_bill_lines"."quantity" * "provider_bill_lines"."rate_cents")
);
--> statement-breakpoint
CREATE TABLE "provider_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"comment" text,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "provider_bills_status_check" CHECK ("provider_bills"."status" in ('draft', 'submitted', 'approved', 'rejected', 'cancelled', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "visit_billing_exclusions" (
	"visit_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"excluded_by" integer NOT NULL,
	"excluded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_bill_lines" ADD CONSTRAINT "provider_bill_lines_bill_id_provider_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."provider_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_bill_lines" ADD CONSTRAINT "provider_bill_lines_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_bill_lines" ADD CONSTRAINT "provider_bill_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_bill_lines" ADD CONSTRAINT "provider_bill_lines_duration_id_service_durations_id_fk" FOREIGN KEY ("duration_id") REFERENCES "public"."service_durations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_bill_lines" ADD CONSTRAINT "provider_bill_lines_purchasable_item_id_purchasable_items_id_fk" FOREIGN KEY ("purchasable_item_id") REFERENCES "public"."purchasable_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_bill_lines" ADD CONSTRAINT "provider_bill_lines_adjustment_type_id_bill_adjustment_types_id_fk" FOREIGN KEY ("adjustment_type_id") REFERENCES "public"."bill_adjustment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_bills" ADD CONSTRAINT "provider_bills_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_bills" ADD CONSTRAINT "provider_bills_period_id_visit_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."visit_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_bills" ADD CONSTRAINT "provider_bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_billing_exclusions" ADD CONSTRAINT "visit_billing_exclusions_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_billing_exclusions" ADD CONSTRAINT "visit_billing_exclusions_excluded_by_users_id_fk" FOREIGN KEY ("excluded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_bill_lines_bill_idx" ON "provider_bill_lines" USING btree ("bill_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_bill_lines_live_visit_idx" ON "provider_bill_lines" USING btree ("visit_id") WHERE "provider_bill_lines"."live" and "provider_bill_lines"."visit_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_bills_provider_period_live_idx" ON "provider_bills" USING btree ("provider_id","period_id") WHERE "provider_bills"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "provider_bills_status_idx" ON "provider_bills" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "provider_bills_period_idx" ON "provider_bills" USING btree ("period_id");