CREATE TABLE "visit_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"academic_year_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_periods_year_start_unique" UNIQUE("academic_year_id","start_date"),
	CONSTRAINT "visit_periods_dates_check" CHECK ("visit_periods"."start_date" <= "visit_periods"."end_date"),
	CONSTRAINT "visit_periods_status_check" CHECK ("visit_periods"."status" in ('open', 'locked'))
);
--> statement-breakpoint
ALTER TABLE "visit_periods" ADD CONSTRAINT "visit_periods_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_periods_dates_idx" ON "visit_periods" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "service_sessions_date_idx" ON "service_sessions" USING btree ("date");