CREATE TABLE "job_progress" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"permille" integer DEFAULT 0 NOT NULL,
	"detail" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_log_ocr_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"log_id" integer NOT NULL,
	"job_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pages" integer,
	"millis" integer,
	"error_code" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"confirmed_sessions" integer,
	"confirmed_visits" integer,
	CONSTRAINT "visit_log_ocr_readings_status_check" CHECK ("visit_log_ocr_readings"."status" in ('queued', 'reading', 'proposed', 'failed', 'confirmed'))
);
--> statement-breakpoint
ALTER TABLE "job_progress" ADD CONSTRAINT "job_progress_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_log_ocr_readings" ADD CONSTRAINT "visit_log_ocr_readings_log_id_provider_location_visit_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."provider_location_visit_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_log_ocr_readings" ADD CONSTRAINT "visit_log_ocr_readings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_log_ocr_readings" ADD CONSTRAINT "visit_log_ocr_readings_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_progress_queue_idx" ON "job_progress" USING btree ("queue","created_at");--> statement-breakpoint
CREATE INDEX "visit_log_ocr_readings_log_idx" ON "visit_log_ocr_readings" USING btree ("log_id","id");