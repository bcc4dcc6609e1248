CREATE TABLE "legacy_provider_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"legacy_reference" text NOT NULL,
	"paid_on" date NOT NULL,
	"period_label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"notes" text,
	"effective_date" date NOT NULL,
	"owner_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"ach_generated_at" timestamp with time zone,
	"ach_generated_by" integer,
	"ach_generations" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_batches_status_check" CHECK ("payment_batches"."status" in ('draft', 'submitted', 'rejected', 'approved', 'processing', 'processed')),
	CONSTRAINT "payment_batches_separation_check" CHECK ("payment_batches"."approved_by" is null or "payment_batches"."submitted_by" is null or "payment_batches"."approved_by" <> "payment_batches"."submitted_by"),
	CONSTRAINT "payment_batches_total_check" CHECK ("payment_batches"."total_cents" >= 0 and "payment_batches"."payment_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hash" text DEFAULT md5(random()::text) NOT NULL,
	"memo" text,
	"bank_account_id" integer,
	"bank_name" text,
	"account_type" text,
	"account_last4" text,
	"routing_last4" text,
	"trace_number" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_payments_status_check" CHECK ("provider_payments"."status" in ('pending', 'paid', 'returned', 'cancelled')),
	CONSTRAINT "provider_payments_amount_check" CHECK ("provider_payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "legacy_provider_payments" ADD CONSTRAINT "legacy_provider_payments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_ach_generated_by_users_id_fk" FOREIGN KEY ("ach_generated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_batch_id_payment_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payment_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_bill_id_provider_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."provider_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_bank_account_id_provider_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."provider_bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legacy_provider_payments_provider_idx" ON "legacy_provider_payments" USING btree ("provider_id","paid_on");--> statement-breakpoint
CREATE INDEX "payment_batches_status_idx" ON "payment_batches" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "payment_batches_owner_idx" ON "payment_batches" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "provider_payments_batch_idx" ON "provider_payments" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "provider_payments_provider_idx" ON "provider_payments" USING btree ("provider_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_payments_live_bill_idx" ON "provider_payments" USING btree ("bill_id") WHERE "provider_payments"."status" <> 'cancelled';