CREATE TABLE "referral_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_cancel_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_event_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"needs_cancel_reason" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compensatory_request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"from_status_id" integer,
	"to_status_id" integer NOT NULL,
	"comment" text,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compensatory_request_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"final" boolean DEFAULT false NOT NULL,
	"reserves_minutes" boolean DEFAULT true NOT NULL,
	"next" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "compensatory_request_statuses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "compensatory_services_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"provider_specialty_id" integer,
	"status_id" integer NOT NULL,
	"owed_minutes" integer NOT NULL,
	"outstanding_visits" integer NOT NULL,
	"session_minutes" integer NOT NULL,
	"ledger" jsonb NOT NULL,
	"comment" text,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_appointment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"event_type_id" integer NOT NULL,
	"cancel_reason_id" integer,
	"notes" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"referral_event_id" integer NOT NULL,
	"referral_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text,
	"location_id" integer,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancel_reason_id" integer,
	"notes" text,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_document_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"referral_id" integer NOT NULL,
	"event_type_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" text,
	"notes" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_comment" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"referral_id" integer NOT NULL,
	"day_of_week_id" integer NOT NULL,
	"time_slot_id" integer,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"location_id" integer,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_outcome_miss_causes" (
	"visit_outcome_id" integer PRIMARY KEY NOT NULL,
	"cause" text NOT NULL,
	CONSTRAINT "visit_outcome_miss_causes_cause_check" CHECK ("visit_outcome_miss_causes"."cause" in ('provider', 'student', 'school'))
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "referral_type_id" integer;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "hash" text DEFAULT md5(random()::text) NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "compensatory_request_events" ADD CONSTRAINT "compensatory_request_events_request_id_compensatory_services_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."compensatory_services_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensatory_request_events" ADD CONSTRAINT "compensatory_request_events_from_status_id_compensatory_request_statuses_id_fk" FOREIGN KEY ("from_status_id") REFERENCES "public"."compensatory_request_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensatory_request_events" ADD CONSTRAINT "compensatory_request_events_to_status_id_compensatory_request_statuses_id_fk" FOREIGN KEY ("to_status_id") REFERENCES "public"."compensatory_request_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensatory_request_events" ADD CONSTRAINT "compensatory_request_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensatory_services_requests" ADD CONSTRAINT "compensatory_services_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensatory_services_requests" ADD CONSTRAINT "compensatory_services_requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensatory_services_requests" ADD CONSTRAINT "compensatory_services_requests_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensatory_services_requests" ADD CONSTRAINT "compensatory_services_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensatory_services_requests" ADD CONSTRAINT "compensatory_services_requests_provider_specialty_id_provider_specialties_id_fk" FOREIGN KEY ("provider_specialty_id") REFERENCES "public"."provider_specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensatory_services_requests" ADD CONSTRAINT "compensatory_services_requests_status_id_compensatory_request_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."compensatory_request_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensatory_services_requests" ADD CONSTRAINT "compensatory_services_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_appointment_events" ADD CONSTRAINT "referral_appointment_events_appointment_id_referral_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."referral_appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_appointment_events" ADD CONSTRAINT "referral_appointment_events_event_type_id_appointment_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."appointment_event_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_appointment_events" ADD CONSTRAINT "referral_appointment_events_cancel_reason_id_appointment_cancel_reasons_id_fk" FOREIGN KEY ("cancel_reason_id") REFERENCES "public"."appointment_cancel_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_appointment_events" ADD CONSTRAINT "referral_appointment_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_appointments" ADD CONSTRAINT "referral_appointments_referral_event_id_referral_events_id_fk" FOREIGN KEY ("referral_event_id") REFERENCES "public"."referral_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_appointments" ADD CONSTRAINT "referral_appointments_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_appointments" ADD CONSTRAINT "referral_appointments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_appointments" ADD CONSTRAINT "referral_appointments_cancel_reason_id_appointment_cancel_reasons_id_fk" FOREIGN KEY ("cancel_reason_id") REFERENCES "public"."appointment_cancel_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_appointments" ADD CONSTRAINT "referral_appointments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_events" ADD CONSTRAINT "referral_events_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_events" ADD CONSTRAINT "referral_events_event_type_id_referral_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."referral_event_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_events" ADD CONSTRAINT "referral_events_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_events" ADD CONSTRAINT "referral_events_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_events" ADD CONSTRAINT "referral_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_schedules" ADD CONSTRAINT "referral_schedules_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_schedules" ADD CONSTRAINT "referral_schedules_day_of_week_id_days_of_week_id_fk" FOREIGN KEY ("day_of_week_id") REFERENCES "public"."days_of_week"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_schedules" ADD CONSTRAINT "referral_schedules_time_slot_id_service_time_slots_id_fk" FOREIGN KEY ("time_slot_id") REFERENCES "public"."service_time_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_schedules" ADD CONSTRAINT "referral_schedules_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_outcome_miss_causes" ADD CONSTRAINT "visit_outcome_miss_causes_visit_outcome_id_visit_outcomes_id_fk" FOREIGN KEY ("visit_outcome_id") REFERENCES "public"."visit_outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compensatory_request_events_request_idx" ON "compensatory_request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "compensatory_requests_student_idx" ON "compensatory_services_requests" USING btree ("student_id","service_id","academic_year_id");--> statement-breakpoint
CREATE INDEX "compensatory_requests_status_idx" ON "compensatory_services_requests" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "compensatory_requests_customer_idx" ON "compensatory_services_requests" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "compensatory_requests_specialty_idx" ON "compensatory_services_requests" USING btree ("provider_specialty_id");--> statement-breakpoint
CREATE INDEX "referral_appointment_events_appointment_idx" ON "referral_appointment_events" USING btree ("appointment_id","id");--> statement-breakpoint
CREATE INDEX "referral_appointments_referral_idx" ON "referral_appointments" USING btree ("referral_id","date");--> statement-breakpoint
CREATE INDEX "referral_appointments_event_idx" ON "referral_appointments" USING btree ("referral_event_id");--> statement-breakpoint
CREATE INDEX "referral_events_referral_idx" ON "referral_events" USING btree ("referral_id","date");--> statement-breakpoint
CREATE INDEX "referral_schedules_referral_idx" ON "referral_schedules" USING btree ("referral_id","day_of_week_id","start_time");--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referral_type_id_referral_types_id_fk" FOREIGN KEY ("referral_type_id") REFERENCES "public"."referral_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_number_prefix_idx" ON "referrals" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "referrals_status_idx" ON "referrals" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "referrals_service_idx" ON "referrals" USING btree ("service_id","id");--> statement-breakpoint
CREATE INDEX "referrals_start_date_idx" ON "referrals" USING btree ("start_date","id");--> statement-breakpoint
-- The referral lists and the compensatory workflow are part of the product, not demo data: a
-- database seeded before this migration gets them too.
INSERT INTO "referral_types" ("name", "sort_index") VALUES ('Inicial', 1), ('Reevaluación', 2), ('Continuación de servicios', 3), ('Servicios compensatorios', 4);--> statement-breakpoint
INSERT INTO "referral_document_types" ("name", "sort_index") VALUES ('Etiqueta del referido', 1), ('Informe de progreso', 2), ('Registro de acciones', 3), ('Registro de acceso', 4), ('Certificación de servicio continuo', 5);--> statement-breakpoint
INSERT INTO "appointment_event_types" ("name", "sort_index", "status", "needs_cancel_reason") VALUES
  ('Cita programada', 1, 'scheduled', false),
  ('Cita confirmada', 2, 'scheduled', false),
  ('Cita reprogramada', 3, 'scheduled', false),
  ('Cita realizada', 4, 'held', false),
  ('Cita cancelada', 5, 'cancelled', true),
  ('No se presentó', 6, 'missed', false);--> statement-breakpoint
INSERT INTO "appointment_cancel_reasons" ("name", "sort_index") VALUES ('Solicitud del encargado', 1), ('Estudiante enfermo', 2), ('Proveedor no disponible', 3), ('Escuela cerrada', 4), ('Conflicto de horario', 5), ('Otro', 6);--> statement-breakpoint
INSERT INTO "compensatory_request_statuses" ("code", "name", "sort_index", "final", "reserves_minutes", "next") VALUES
  ('open', 'Abierta', 1, false, true, '["in_review","cancelled"]'),
  ('in_review', 'En revisión', 2, false, true, '["approved","rejected","open"]'),
  ('approved', 'Aprobada', 3, false, true, '["in_service","cancelled"]'),
  ('in_service', 'En servicio', 4, false, true, '["completed","cancelled"]'),
  ('completed', 'Completada', 5, true, false, '[]'),
  ('rejected', 'Rechazada', 6, true, false, '[]'),
  ('cancelled', 'Cancelada', 7, true, false, '[]');--> statement-breakpoint
-- Why each known missed visit was missed (the ledger's rule); fresh databases get these from the seed.
INSERT INTO "visit_outcome_miss_causes" ("visit_outcome_id", "cause")
  SELECT "id", CASE
    WHEN "name" = 'No ofrecida por ausencia del proveedor' THEN 'provider'
    WHEN "name" IN ('No ofrecida por cierre de la escuela', 'No ofrecida por actividad escolar') THEN 'school'
    ELSE 'student' END
  FROM "visit_outcomes"
  WHERE "name" IN ('Ausente', 'Ausencia justificada', 'Ausencia no justificada', 'Cancelada por el encargado', 'No ofrecida por ausencia del proveedor', 'No ofrecida por cierre de la escuela', 'No ofrecida por actividad escolar');
