ALTER TABLE "devices" ADD COLUMN "first_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "queue_depth" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "oldest_pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "last_numbered" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "unsent" jsonb;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "persisted" boolean;--> statement-breakpoint
CREATE INDEX "devices_user_idx" ON "devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_device_idx" ON "idempotency_keys" USING btree ("device_id","sequence");