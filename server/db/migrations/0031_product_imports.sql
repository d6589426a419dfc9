CREATE TYPE "public"."product_import_status" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "product_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" uuid,
	"requested_by" uuid,
	"status" "product_import_status" DEFAULT 'queued' NOT NULL,
	"rows" jsonb NOT NULL,
	"archive_key" text,
	"total_steps" integer NOT NULL,
	"done_steps" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"leased_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_imports_owner_idx" ON "product_imports" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "product_imports_due_idx" ON "product_imports" USING btree ("created_at") WHERE "product_imports"."status" in ('queued', 'running');--> statement-breakpoint
-- A code is unique among one seller's products, and among the store's (owner null): NULLS NOT DISTINCT makes the store
-- one owner. Written here, as drizzle cannot declare it.
CREATE UNIQUE INDEX "products_owner_sku_idx" ON "products" ("owner_id", lower("sku")) NULLS NOT DISTINCT WHERE "sku" IS NOT NULL;
