CREATE TABLE "download_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"storage_key" text,
	"size_bytes" bigint,
	"content_type" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_items_type" CHECK ("download_items"."type" in ('folder', 'file')),
	CONSTRAINT "download_items_file_bytes" CHECK (("download_items"."type" = 'file') = ("download_items"."storage_key" is not null))
);
--> statement-breakpoint
ALTER TABLE "download_items" ADD CONSTRAINT "download_items_parent_id_download_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."download_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_items" ADD CONSTRAINT "download_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "download_items_name_in_folder" ON "download_items" USING btree (coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "download_items_parent" ON "download_items" USING btree ("parent_id");