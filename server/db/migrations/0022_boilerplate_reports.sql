CREATE TABLE "boilerplate_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boilerplate_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_code" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"file_key" text,
	"file_name" text,
	"content_type" text,
	"size_bytes" integer,
	"row_count" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "report_runs_status_check" CHECK ("report_runs"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "report_runs_progress_check" CHECK ("report_runs"."progress" between 0 and 100),
	CONSTRAINT "report_runs_file_check" CHECK (("report_runs"."status" = 'done') = ("report_runs"."file_key" is not null))
);
--> statement-breakpoint
ALTER TABLE "boilerplate_texts" ADD CONSTRAINT "boilerplate_texts_category_id_boilerplate_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."boilerplate_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boilerplate_texts" ADD CONSTRAINT "boilerplate_texts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boilerplate_texts" ADD CONSTRAINT "boilerplate_texts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "boilerplate_categories_name_key" ON "boilerplate_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "boilerplate_texts_category_idx" ON "boilerplate_texts" USING btree ("category_id","title");--> statement-breakpoint
CREATE INDEX "boilerplate_texts_updated_idx" ON "boilerplate_texts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "report_runs_owner_idx" ON "report_runs" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "report_runs_status_idx" ON "report_runs" USING btree ("status");