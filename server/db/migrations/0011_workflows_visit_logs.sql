CREATE TABLE "provider_location_visit_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"scan_attachment_id" integer,
	"notes" text,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_logs_provider_location_month_key" UNIQUE("provider_id","location_id","year","month"),
	CONSTRAINT "visit_logs_month_check" CHECK ("provider_location_visit_logs"."month" between 1 and 12),
	CONSTRAINT "visit_logs_status_check" CHECK ("provider_location_visit_logs"."status" in ('received', 'claimed', 'processed'))
);
--> statement-breakpoint
CREATE TABLE "document_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_type" text NOT NULL,
	"document_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"comment" text,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_location_visit_logs" ADD CONSTRAINT "provider_location_visit_logs_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_location_visit_logs" ADD CONSTRAINT "provider_location_visit_logs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_location_visit_logs" ADD CONSTRAINT "provider_location_visit_logs_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_location_visit_logs" ADD CONSTRAINT "provider_location_visit_logs_scan_attachment_id_attachments_id_fk" FOREIGN KEY ("scan_attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_location_visit_logs" ADD CONSTRAINT "provider_location_visit_logs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_events" ADD CONSTRAINT "document_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_logs_period_idx" ON "provider_location_visit_logs" USING btree ("year","month","id");--> statement-breakpoint
CREATE INDEX "visit_logs_status_idx" ON "provider_location_visit_logs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "visit_logs_location_idx" ON "provider_location_visit_logs" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "visit_logs_claimed_by_idx" ON "provider_location_visit_logs" USING btree ("claimed_by");--> statement-breakpoint
CREATE INDEX "document_events_document_idx" ON "document_events" USING btree ("document_type","document_id","id");