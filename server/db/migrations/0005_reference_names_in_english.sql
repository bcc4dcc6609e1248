ALTER TABLE "license_types" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "provider_statuses" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "specialties" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "specialty_features" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "academic_grades" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "contact_methods" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "days_of_week" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "genders" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "impediments" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "location_types" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "measurement_types" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "progress_levels" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "referral_event_types" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "service_durations" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "session_outcomes" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "session_types" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "visit_outcomes" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "discharge_reasons" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "referral_statuses" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "referral_types" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "expense_categories" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "service_time_slot_types" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "appointment_cancel_reasons" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "referral_document_types" ADD COLUMN "name_en" text;--> statement-breakpoint
-- English names for the reference rows a database already has (the seed writes them for new ones).
CREATE TEMPORARY TABLE "reference_names_en" ("name" text PRIMARY KEY, "name_en" text NOT NULL);--> statement-breakpoint
INSERT INTO "reference_names_en" ("name", "name_en") VALUES
  ('Femenino', 'Female'),
  ('Masculino', 'Male'),
  ('Autismo', 'Autism'),
  ('Disturbios emocionales', 'Emotional disturbance'),
  ('Problemas específicos de aprendizaje', 'Specific learning disability'),
  ('Impedimentos del habla o lenguaje', 'Speech or language impairment'),
  ('Otros impedimentos de salud', 'Other health impairment'),
  ('Discapacidad intelectual', 'Intellectual disability'),
  ('Impedimentos múltiples', 'Multiple disabilities'),
  ('Problemas de audición', 'Hearing impairment'),
  ('Sordera', 'Deafness'),
  ('Sordo-ceguera', 'Deaf-blindness'),
  ('Problemas de visión', 'Visual impairment'),
  ('Impedimentos ortopédicos', 'Orthopedic impairment'),
  ('Daño cerebral por trauma', 'Traumatic brain injury'),
  ('Retraso en el desarrollo', 'Developmental delay'),
  ('Escuela', 'School'),
  ('Centro de terapias', 'Therapy center'),
  ('Hogar', 'Home'),
  ('Telepráctica', 'Telepractice'),
  ('Oficina regional', 'Regional office'),
  ('Teléfono', 'Phone'),
  ('Correo electrónico', 'Email'),
  ('Mensaje de texto', 'Text message'),
  ('Visita presencial', 'In-person visit'),
  ('Carta', 'Letter'),
  ('Lunes', 'Monday'),
  ('Martes', 'Tuesday'),
  ('Miércoles', 'Wednesday'),
  ('Jueves', 'Thursday'),
  ('Viernes', 'Friday'),
  ('Sábado', 'Saturday'),
  ('Domingo', 'Sunday'),
  ('Cita de evaluación', 'Evaluation appointment'),
  ('Cita de terapia', 'Therapy appointment'),
  ('Reunión de COMPU', 'COMPU meeting'),
  ('Llamada de seguimiento', 'Follow-up call'),
  ('Entrega de informe', 'Report delivery'),
  ('Visita a la escuela', 'School visit'),
  ('Porcentaje de ejecución', 'Performance percentage'),
  ('Frecuencia', 'Frequency'),
  ('Duración', 'Duration'),
  ('Nivel de ayuda', 'Level of assistance'),
  ('Escala de ejecución', 'Performance scale'),
  ('No iniciado', 'Not started'),
  ('Progreso mínimo', 'Minimal progress'),
  ('Progreso moderado', 'Moderate progress'),
  ('Progreso significativo', 'Significant progress'),
  ('Logrado', 'Achieved'),
  ('Preescolar', 'Preschool'),
  ('Kindergarten', 'Kindergarten'),
  ('Primer grado', 'First grade'),
  ('Segundo grado', 'Second grade'),
  ('Tercer grado', 'Third grade'),
  ('Cuarto grado', 'Fourth grade'),
  ('Quinto grado', 'Fifth grade'),
  ('Sexto grado', 'Sixth grade'),
  ('Séptimo grado', 'Seventh grade'),
  ('Octavo grado', 'Eighth grade'),
  ('Noveno grado', 'Ninth grade'),
  ('Décimo grado', 'Tenth grade'),
  ('Undécimo grado', 'Eleventh grade'),
  ('Duodécimo grado', 'Twelfth grade'),
  ('Activo', 'Active'),
  ('Inactivo', 'Inactive'),
  ('Suspendido', 'Suspended'),
  ('En espera', 'On hold'),
  ('Cerrado', 'Closed'),
  ('Cancelado', 'Cancelled'),
  ('Licencia regular', 'Regular license'),
  ('Licencia provisional', 'Provisional license'),
  ('Licencia temporera', 'Temporary license'),
  ('Bilingüe (español e inglés)', 'Bilingual (Spanish and English)'),
  ('Lenguaje de señas', 'Sign language'),
  ('Asistencia tecnológica', 'Assistive technology'),
  ('Intervención en autismo', 'Autism intervention'),
  ('Terapia del habla y lenguaje', 'Speech and language therapy'),
  ('Terapia ocupacional', 'Occupational therapy'),
  ('Terapia física', 'Physical therapy'),
  ('Terapia psicológica', 'Psychological therapy'),
  ('Evaluación del habla y lenguaje', 'Speech and language evaluation'),
  ('Evaluación ocupacional', 'Occupational evaluation'),
  ('Evaluación física', 'Physical evaluation'),
  ('Evaluación psicológica', 'Psychological evaluation'),
  ('Evaluación psicoeducativa', 'Psychoeducational evaluation'),
  ('Patología del habla y lenguaje', 'Speech-language pathology'),
  ('Psicología escolar', 'School psychology'),
  ('Psicología clínica', 'Clinical psychology'),
  ('Terapia individual', 'Individual therapy'),
  ('Terapia grupal', 'Group therapy'),
  ('Evaluación', 'Evaluation'),
  ('Consulta con maestro', 'Teacher consultation'),
  ('Sesión ofrecida', 'Session given'),
  ('Estudiante ausente', 'Student absent'),
  ('Proveedor ausente', 'Provider absent'),
  ('Escuela cerrada', 'School closed'),
  ('Actividad escolar', 'School activity'),
  ('Cancelada por el encargado', 'Cancelled by the parent'),
  ('Asistió', 'Attended'),
  ('Llegó tarde', 'Arrived late'),
  ('Ausente', 'Absent'),
  ('Ausencia justificada', 'Excused absence'),
  ('Ausencia no justificada', 'Unexcused absence'),
  ('No ofrecida por ausencia del proveedor', 'Not given: provider absent'),
  ('No ofrecida por cierre de la escuela', 'Not given: school closed'),
  ('No ofrecida por actividad escolar', 'Not given: school activity');--> statement-breakpoint
UPDATE "genders" SET "name_en" = t."name_en" FROM "reference_names_en" t WHERE "genders"."name" = t."name" AND "genders"."name_en" IS NULL;--> statement-breakpoint
UPDATE "impediments" SET "name_en" = t."name_en" FROM "reference_names_en" t WHERE "impediments"."name" = t."name" AND "impediments"."name_en" IS NULL;--> statement-breakpoint
UPDATE "location_types" SET "name_en" = t."name_en" FROM "reference_names_en" t WHERE "location_types"."name" = t."name" AND "location_types"."name_en" IS NULL;--> statement-breakpoint
UPDATE "contact_methods" SET "name_en" = t."name_en" FROM "reference_names_en" t WHERE "contact_methods"."name" = t."name" AND "contact_methods"."name_en" IS NULL;--> statement-breakpoint
UPDATE "days_of_week" SET "name_en" = t."name_en" FROM "reference_names_en" t WHERE "days_of_week"."name" = t."name" AND "days_of_week"."name_en" IS NULL;--> statement-breakpoint
UPDATE "referral_event_types" SET "name_en" = t."name_en" FROM "reference_names_en" t WHERE "referral_event_types"."name" = t."name" AND "referral_event_types"."name_en" IS NULL;--> statement-breakpoint
UPDATE "measurement_types" SET "name_en" = t."name_en" FROM "reference_names_en" t WHERE "measurement_types"."name" = t."name" AND "measurement_types"."name_en" IS NULL;--> statement-breakpoint
UPDATE "progress_levels" SET "name_en" = t."name_en" FROM "reference_names_en" t WHERE "progress_levels"."name" = t."name" AND "progress_levels"."name_en" IS NULL;--> statement-breakpoint
UPDATE "academic_grades" SET "name_en" = t."name_en" FROM "reference_names_en" t WHERE "academic_grades"."name" = t."name" AND "academic_grades"."name_en" IS NULL;--> statement-breakpoint
UPDATE "provider_statuses" SET "name_en" = t."name_en" FROM "reference_names_en" t WHERE "provider_statuses"."name" = t."name" AND "provider_statuses"."name_en" IS NULL;--> statement-breakpoint
UPDATE "referral_statuses" SET "name_en" = t."name_en" FROM "reference_names_en" t WHERE "referral_statuses"."name" = t."name" AND "referral_statuses"."name_en" IS NULL;--> statement-breakpoint
UPDATE "license_types" SET "name_en" = t."name_en" FROM "reference_names_en" t WHERE "license_types"."name" = t."name" AND "license_types"."name_en" IS NULL;--> statement-breakpoint
UPDATE "specialty_features" SET "name_en" = t."name_en" FROM "reference_names_en" t WHERE "specialty_features"."name" = t."name" AND "specialty_features"."name_en" IS NULL;--> statement-breakpoint
UPDATE "services" SET "name_en" = t."name_en" FROM "reference_names_en" t WHERE "services"."name" = t."name" AND "services"."name_en" IS NULL;--> statement-breakpoint
UPDATE "specialties" SET "name_en" = t."name_en" FROM "reference_names_en" t WHERE "specialties"."name" = t."name" AND "specialties"."name_en" IS NULL;--> statement-breakpoint
UPDATE "session_types" SET "name_en" = t."name_en" FROM "reference_names_en" t WHERE "session_types"."name" = t."name" AND "session_types"."name_en" IS NULL;--> statement-breakpoint
UPDATE "session_outcomes" SET "name_en" = t."name_en" FROM "reference_names_en" t WHERE "session_outcomes"."name" = t."name" AND "session_outcomes"."name_en" IS NULL;--> statement-breakpoint
UPDATE "visit_outcomes" SET "name_en" = t."name_en" FROM "reference_names_en" t WHERE "visit_outcomes"."name" = t."name" AND "visit_outcomes"."name_en" IS NULL;--> statement-breakpoint
UPDATE "service_durations" SET "name_en" = "minutes" || ' minutes' WHERE "name_en" IS NULL;--> statement-breakpoint
DROP TABLE "reference_names_en";
