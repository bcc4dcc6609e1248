CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"customer_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_specialty_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_specialty_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "provider_specialty_locations_provider_specialty_id_location_id_unique" UNIQUE("provider_specialty_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "discharge_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_frequencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"per_week" integer NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_service_academic_years" (
	"student_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"frequency_id" integer,
	"duration_id" integer,
	"modality_id" integer,
	"eligible" boolean DEFAULT true NOT NULL,
	"comments" text,
	CONSTRAINT "student_service_academic_years_student_id_service_id_academic_year_id_pk" PRIMARY KEY("student_id","service_id","academic_year_id")
);
--> statement-breakpoint
CREATE TABLE "student_services" (
	"student_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"discharge_reason_id" integer,
	"discharge_date" date,
	"notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_services_student_id_service_id_pk" PRIMARY KEY("student_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "expense_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_job_rows" (
	"job_id" integer NOT NULL,
	"row" integer NOT NULL,
	"sie_number" text,
	"student_id" integer,
	"status" text NOT NULL,
	"referral_changed" boolean DEFAULT false NOT NULL,
	"reason" text,
	"column" text,
	CONSTRAINT "import_job_rows_job_id_row_pk" PRIMARY KEY("job_id","row")
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"filename" text NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"counts" jsonb NOT NULL,
	"error_code" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "objectives" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"measurement_type_id" integer NOT NULL,
	"service_id" integer
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_pk" PRIMARY KEY("role_id","permission")
);
--> statement-breakpoint
CREATE TABLE "service_time_slot_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_time_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slot_type_id" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "hash" text DEFAULT md5(random()::text) NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "registry_number" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "ssn_encrypted" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "ssn_last4" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "address_line1" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "hash" text DEFAULT md5(random()::text) NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_specialty_locations" ADD CONSTRAINT "provider_specialty_locations_provider_specialty_id_provider_specialties_id_fk" FOREIGN KEY ("provider_specialty_id") REFERENCES "public"."provider_specialties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_specialty_locations" ADD CONSTRAINT "provider_specialty_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_service_academic_years" ADD CONSTRAINT "student_service_academic_years_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_service_academic_years" ADD CONSTRAINT "student_service_academic_years_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_service_academic_years" ADD CONSTRAINT "student_service_academic_years_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_service_academic_years" ADD CONSTRAINT "student_service_academic_years_frequency_id_service_frequencies_id_fk" FOREIGN KEY ("frequency_id") REFERENCES "public"."service_frequencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_services" ADD CONSTRAINT "student_services_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_services" ADD CONSTRAINT "student_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_services" ADD CONSTRAINT "student_services_discharge_reason_id_discharge_reasons_id_fk" FOREIGN KEY ("discharge_reason_id") REFERENCES "public"."discharge_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_types" ADD CONSTRAINT "expense_types_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_job_rows" ADD CONSTRAINT "import_job_rows_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_measurement_type_id_measurement_types_id_fk" FOREIGN KEY ("measurement_type_id") REFERENCES "public"."measurement_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_permissions_name_fk" FOREIGN KEY ("permission") REFERENCES "public"."permissions"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_time_slots" ADD CONSTRAINT "service_time_slots_slot_type_id_service_time_slot_types_id_fk" FOREIGN KEY ("slot_type_id") REFERENCES "public"."service_time_slot_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "districts_customer_idx" ON "districts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "provider_specialty_locations_location_idx" ON "provider_specialty_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "import_job_rows_status_idx" ON "import_job_rows" USING btree ("job_id","status","row");--> statement-breakpoint
CREATE INDEX "import_jobs_created_idx" ON "import_jobs" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "skills_service_idx" ON "skills" USING btree ("service_id");--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locations_name_idx" ON "locations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "locations_type_idx" ON "locations" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "locations_customer_idx" ON "locations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "locations_municipality_idx" ON "locations" USING btree ("municipality_id");--> statement-breakpoint
CREATE INDEX "locations_school_code_idx" ON "locations" USING btree ("school_code");--> statement-breakpoint
CREATE INDEX "referrals_student_idx" ON "referrals" USING btree ("student_id","service_id");--> statement-breakpoint
CREATE INDEX "referrals_customer_idx" ON "referrals" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "referrals_location_idx" ON "referrals" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "students_name_idx" ON "students" USING btree ("last_name","second_last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "students_sie_prefix_idx" ON "students" USING btree ("sie_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "students_birth_date_idx" ON "students" USING btree ("birth_date","id");--> statement-breakpoint
CREATE INDEX "students_customer_idx" ON "students" USING btree ("customer_id","last_name");--> statement-breakpoint
CREATE INDEX "students_location_idx" ON "students" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "students_grade_idx" ON "students" USING btree ("grade_id");--> statement-breakpoint
-- Data: the roles get the names of src/domain/permissions (their grants are written at start by
-- server/permissions/built-in-roles.ts); students take their customer from their school, and
-- their search text is filled (lower-case, accents removed, as server/students/search-text.ts does).
UPDATE "roles" SET "name" = 'Coordinación clínica' WHERE "name" = 'Coordinación de servicios';--> statement-breakpoint
UPDATE "roles" SET "name" = 'Consulta', "description" = 'Solo lectura de estudiantes, referidos y ubicaciones' WHERE "name" = 'Personal del distrito';--> statement-breakpoint
UPDATE "students" SET "customer_id" = "locations"."customer_id" FROM "locations" WHERE "students"."location_id" = "locations"."id" AND "students"."customer_id" IS NULL;--> statement-breakpoint
UPDATE "students" SET "search_text" = translate(lower(concat_ws(' ', "first_name", "last_name", "second_last_name", "sie_number")), 'áéíóúüñ', 'aeiouun');
