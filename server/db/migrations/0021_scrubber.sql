CREATE TABLE "support_session_entries" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"reason" text NOT NULL,
	"entered_by" integer NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_exclusion_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" uuid NOT NULL,
	"period_id" integer NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_exclusion_events_action_check" CHECK ("visit_exclusion_events"."action" in ('exclude', 'include'))
);
--> statement-breakpoint
ALTER TABLE "support_session_entries" ADD CONSTRAINT "support_session_entries_session_id_service_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."service_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_session_entries" ADD CONSTRAINT "support_session_entries_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_exclusion_events" ADD CONSTRAINT "visit_exclusion_events_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_exclusion_events" ADD CONSTRAINT "visit_exclusion_events_period_id_visit_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."visit_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_exclusion_events" ADD CONSTRAINT "visit_exclusion_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_session_entries_provider_idx" ON "support_session_entries" USING btree ("provider_id","entered_at");--> statement-breakpoint
CREATE INDEX "visit_exclusion_events_visit_idx" ON "visit_exclusion_events" USING btree ("visit_id","id");--> statement-breakpoint
CREATE INDEX "visit_exclusion_events_period_idx" ON "visit_exclusion_events" USING btree ("period_id","id");