CREATE TABLE "visit_objective_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" uuid NOT NULL,
	"objective_id" integer NOT NULL,
	"value" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_objective_data_visit_objective_key" UNIQUE("visit_id","objective_id")
);
--> statement-breakpoint
ALTER TABLE "measurement_types" ADD COLUMN "kind" text DEFAULT 'percentage' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_objectives" ADD COLUMN "target" integer;--> statement-breakpoint
ALTER TABLE "visit_objective_data" ADD CONSTRAINT "visit_objective_data_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_objective_data" ADD CONSTRAINT "visit_objective_data_objective_id_plan_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."plan_objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_objective_data_objective_idx" ON "visit_objective_data" USING btree ("objective_id");--> statement-breakpoint
ALTER TABLE "measurement_types" ADD CONSTRAINT "measurement_types_kind_check" CHECK ("measurement_types"."kind" in ('percentage', 'count', 'minutes', 'level'));--> statement-breakpoint
-- The seeded measurement types' kinds (src/domain/plans/objective-data.ts); any other type stays a percentage until the office says otherwise.
UPDATE "measurement_types" SET "kind" = 'count' WHERE "name" = 'Frecuencia';--> statement-breakpoint
UPDATE "measurement_types" SET "kind" = 'minutes' WHERE "name" = 'Duración';--> statement-breakpoint
UPDATE "measurement_types" SET "kind" = 'level' WHERE "name" IN ('Nivel de ayuda', 'Escala de ejecución');
