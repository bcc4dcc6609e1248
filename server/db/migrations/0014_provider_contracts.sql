CREATE TABLE "contract_document_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_contract_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"attachment_id" integer NOT NULL,
	"document_type_id" integer NOT NULL,
	"use_type" text NOT NULL,
	CONSTRAINT "provider_contract_documents_attachment_id_unique" UNIQUE("attachment_id"),
	CONSTRAINT "provider_contract_documents_use_type_check" CHECK ("provider_contract_documents"."use_type" in ('to-sign', 'signed', 'reference'))
);
--> statement-breakpoint
CREATE TABLE "provider_contract_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"duration_id" integer NOT NULL,
	"rate_cents" integer NOT NULL,
	CONSTRAINT "provider_contract_rates_line_key" UNIQUE("contract_id","service_id","duration_id"),
	CONSTRAINT "provider_contract_rates_rate_check" CHECK ("provider_contract_rates"."rate_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"contract_type_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"notes" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"approved_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_contracts_dates_check" CHECK ("provider_contracts"."end_date" >= "provider_contracts"."start_date"),
	CONSTRAINT "provider_contracts_status_check" CHECK ("provider_contracts"."status" in ('draft', 'submitted', 'returned', 'approved', 'voided', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "provider_contract_documents" ADD CONSTRAINT "provider_contract_documents_contract_id_provider_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."provider_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_contract_documents" ADD CONSTRAINT "provider_contract_documents_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_contract_documents" ADD CONSTRAINT "provider_contract_documents_document_type_id_contract_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."contract_document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_contract_rates" ADD CONSTRAINT "provider_contract_rates_contract_id_provider_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."provider_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_contract_rates" ADD CONSTRAINT "provider_contract_rates_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_contract_rates" ADD CONSTRAINT "provider_contract_rates_duration_id_service_durations_id_fk" FOREIGN KEY ("duration_id") REFERENCES "public"."service_durations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_contracts" ADD CONSTRAINT "provider_contracts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_contracts" ADD CONSTRAINT "provider_contracts_contract_type_id_contract_types_id_fk" FOREIGN KEY ("contract_type_id") REFERENCES "public"."contract_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_contracts" ADD CONSTRAINT "provider_contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_contract_documents_contract_idx" ON "provider_contract_documents" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "provider_contracts_provider_idx" ON "provider_contracts" USING btree ("provider_id","start_date");--> statement-breakpoint
CREATE INDEX "provider_contracts_status_idx" ON "provider_contracts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "provider_contracts_type_idx" ON "provider_contracts" USING btree ("contract_type_id");--> statement-breakpoint
CREATE INDEX "provider_contracts_updated_idx" ON "provider_contracts" USING btree ("updated_at","id");