ALTER TABLE "plan_goals" ADD COLUMN "uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_objectives" ADD COLUMN "uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_student_assessments" ADD COLUMN "uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_goals" ADD CONSTRAINT "plan_goals_uuid_unique" UNIQUE("uuid");--> statement-breakpoint
ALTER TABLE "plan_objectives" ADD CONSTRAINT "plan_objectives_uuid_unique" UNIQUE("uuid");--> statement-breakpoint
ALTER TABLE "plan_student_assessments" ADD CONSTRAINT "plan_student_assessments_uuid_unique" UNIQUE("uuid");