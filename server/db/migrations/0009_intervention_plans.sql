CREATE TABLE "goal_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intervention_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"referral_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intervention_plans_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "intervention_plans_status_check" CHECK ("intervention_plans"."status_id" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "objective_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"measurement_type_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_achievements" (
	"id" serial PRIMARY KEY NOT NULL,
	"objective_id" integer NOT NULL,
	"discussion_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"progress_level_id" integer NOT NULL,
	"comments" text,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_achievements_objective_period_key" UNIQUE("objective_id","period_id")
);
--> statement-breakpoint
CREATE TABLE "plan_discussions" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"achievements_summary" text,
	"unreachable_form_id" integer,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_discussions_plan_period_key" UNIQUE("plan_id","period_id"),
	CONSTRAINT "plan_discussions_state_check" CHECK ("plan_discussions"."state" in ('draft', 'achievements_submitted', 'signature_requested', 'authorized_signed', 'provider_signed', 'supervisor_signed'))
);
--> statement-breakpoint
CREATE TABLE "plan_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"description" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_guest_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"plan_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_guest_links_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "plan_objectives" (
	"id" serial PRIMARY KEY NOT NULL,
	"goal_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"description" text NOT NULL,
	"measurement_type_id" integer NOT NULL,
	"objective_id" integer,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"first_month" integer NOT NULL,
	"last_month" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"discussion_id" integer NOT NULL,
	"achievement_id" integer,
	"role" text NOT NULL,
	"covers" text NOT NULL,
	"user_id" integer,
	"initials" text,
	"guest_link_id" integer,
	"signed_at" timestamp with time zone NOT NULL,
	"client_address" text NOT NULL,
	"content_hash" text NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_reason" text,
	CONSTRAINT "plan_signatures_role_check" CHECK ("plan_signatures"."role" in ('authorized', 'provider', 'supervisor')),
	CONSTRAINT "plan_signatures_covers_check" CHECK ("plan_signatures"."covers" in ('achievement', 'discussion')),
	CONSTRAINT "plan_signatures_signer_check" CHECK ("plan_signatures"."user_id" is not null or ("plan_signatures"."initials" is not null and "plan_signatures"."guest_link_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "plan_student_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"description" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goal_templates" ADD CONSTRAINT "goal_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_plans" ADD CONSTRAINT "intervention_plans_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_plans" ADD CONSTRAINT "intervention_plans_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_plans" ADD CONSTRAINT "intervention_plans_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_plans" ADD CONSTRAINT "intervention_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_templates" ADD CONSTRAINT "objective_templates_measurement_type_id_measurement_types_id_fk" FOREIGN KEY ("measurement_type_id") REFERENCES "public"."measurement_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_templates" ADD CONSTRAINT "objective_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_achievements" ADD CONSTRAINT "plan_achievements_objective_id_plan_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."plan_objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_achievements" ADD CONSTRAINT "plan_achievements_discussion_id_plan_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."plan_discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_achievements" ADD CONSTRAINT "plan_achievements_period_id_plan_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."plan_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_achievements" ADD CONSTRAINT "plan_achievements_progress_level_id_progress_levels_id_fk" FOREIGN KEY ("progress_level_id") REFERENCES "public"."progress_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_discussions" ADD CONSTRAINT "plan_discussions_plan_id_intervention_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."intervention_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_discussions" ADD CONSTRAINT "plan_discussions_period_id_plan_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."plan_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_goals" ADD CONSTRAINT "plan_goals_plan_id_intervention_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."intervention_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_guest_links" ADD CONSTRAINT "plan_guest_links_plan_id_intervention_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."intervention_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_guest_links" ADD CONSTRAINT "plan_guest_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_objectives" ADD CONSTRAINT "plan_objectives_goal_id_plan_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."plan_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_objectives" ADD CONSTRAINT "plan_objectives_plan_id_intervention_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."intervention_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_objectives" ADD CONSTRAINT "plan_objectives_measurement_type_id_measurement_types_id_fk" FOREIGN KEY ("measurement_type_id") REFERENCES "public"."measurement_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_objectives" ADD CONSTRAINT "plan_objectives_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_signatures" ADD CONSTRAINT "plan_signatures_plan_id_intervention_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."intervention_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_signatures" ADD CONSTRAINT "plan_signatures_discussion_id_plan_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."plan_discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_signatures" ADD CONSTRAINT "plan_signatures_achievement_id_plan_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."plan_achievements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_signatures" ADD CONSTRAINT "plan_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_signatures" ADD CONSTRAINT "plan_signatures_guest_link_id_plan_guest_links_id_fk" FOREIGN KEY ("guest_link_id") REFERENCES "public"."plan_guest_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_student_assessments" ADD CONSTRAINT "plan_student_assessments_plan_id_intervention_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."intervention_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_student_assessments" ADD CONSTRAINT "plan_student_assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goal_templates_user_idx" ON "goal_templates" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "intervention_plans_referral_idx" ON "intervention_plans" USING btree ("referral_id","academic_year_id");--> statement-breakpoint
CREATE INDEX "intervention_plans_student_idx" ON "intervention_plans" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "intervention_plans_status_idx" ON "intervention_plans" USING btree ("status_id","academic_year_id","id");--> statement-breakpoint
CREATE INDEX "plan_achievements_discussion_idx" ON "plan_achievements" USING btree ("discussion_id");--> statement-breakpoint
CREATE INDEX "plan_discussions_state_idx" ON "plan_discussions" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "plan_goals_plan_idx" ON "plan_goals" USING btree ("plan_id","sort_index");--> statement-breakpoint
CREATE INDEX "plan_guest_links_plan_idx" ON "plan_guest_links" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plan_objectives_goal_idx" ON "plan_objectives" USING btree ("goal_id","sort_index");--> statement-breakpoint
CREATE INDEX "plan_objectives_plan_idx" ON "plan_objectives" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plan_signatures_discussion_idx" ON "plan_signatures" USING btree ("discussion_id","id");--> statement-breakpoint
CREATE INDEX "plan_signatures_plan_idx" ON "plan_signatures" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plan_student_assessments_plan_idx" ON "plan_student_assessments" USING btree ("plan_id");