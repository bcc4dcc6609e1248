CREATE TABLE "visit_import_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"code" text NOT NULL,
	"column" text,
	"values" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"visit_id" uuid,
	"note" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_import_errors_row_unique" UNIQUE("import_id","row"),
	CONSTRAINT "visit_import_errors_status_check" CHECK ("visit_import_errors"."status" in ('open', 'fixed', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "visit_import_visits" (
	"visit_id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"referral_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	CONSTRAINT "visit_import_visits_key_unique" UNIQUE("referral_id","date","time")
);
--> statement-breakpoint
CREATE TABLE "visit_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"filename" text NOT NULL,
	"file_hash" text NOT NULL,
	"to_date" date,
	"status" text NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"counts" jsonb NOT NULL,
	"error_code" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_imports_status_check" CHECK ("visit_imports"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "visit_import_errors" ADD CONSTRAINT "visit_import_errors_import_id_visit_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."visit_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_import_errors" ADD CONSTRAINT "visit_import_errors_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_import_errors" ADD CONSTRAINT "visit_import_errors_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_import_visits" ADD CONSTRAINT "visit_import_visits_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_import_visits" ADD CONSTRAINT "visit_import_visits_session_id_service_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."service_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_import_visits" ADD CONSTRAINT "visit_import_visits_import_id_visit_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."visit_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_import_visits" ADD CONSTRAINT "visit_import_visits_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_imports" ADD CONSTRAINT "visit_imports_period_id_visit_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."visit_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_imports" ADD CONSTRAINT "visit_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_import_errors_status_idx" ON "visit_import_errors" USING btree ("import_id","status","row");--> statement-breakpoint
CREATE INDEX "visit_import_visits_import_idx" ON "visit_import_visits" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "visit_imports_period_idx" ON "visit_imports" USING btree ("period_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_imports_file_unique" ON "visit_imports" USING btree ("period_id","file_hash",coalesce("to_date", '1900-01-01'::date)) WHERE status <> 'failed';