-- pg_trgm ships with PostgreSQL (a trusted extension since 13: the database owner may create it);
-- PGlite loads its build of it (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "students_search_trgm_idx" ON "students" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "import_jobs_running_idx" ON "import_jobs" USING btree ("heartbeat_at") WHERE status = 'running';