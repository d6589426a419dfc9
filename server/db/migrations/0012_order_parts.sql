CREATE TYPE "public"."order_actor" AS ENUM('buyer', 'seller', 'operator');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'cancelled';--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"part_id" integer,
	"actor" "order_actor" NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status" NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seller_id" uuid,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"held_from" "order_status",
	"carrier" text,
	"tracking_number" text,
	"subtotal_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "part_id" integer;--> statement-breakpoint
-- Orders placed before parts existed: one part per seller of their lines (the product's owner now; none when the
-- product is gone or the store's own), with the order's status, and a first event at the order's time.
INSERT INTO "order_parts" ("order_id", "seller_id", "status", "subtotal_cents", "created_at", "updated_at")
SELECT ol."order_id", p."owner_id", o."status", sum(ol."total_cents"), o."created_at", o."created_at"
FROM "order_lines" ol
JOIN "orders" o ON o."id" = ol."order_id"
LEFT JOIN "products" p ON p."id" = ol."product_id"
GROUP BY ol."order_id", p."owner_id", o."status", o."created_at";--> statement-breakpoint
UPDATE "order_lines" ol SET "part_id" = op."id"
FROM "order_parts" op
WHERE op."order_id" = ol."order_id"
  AND op."seller_id" IS NOT DISTINCT FROM (SELECT p."owner_id" FROM "products" p WHERE p."id" = ol."product_id");--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "part_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_part_id_order_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."order_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "part_id", "actor", "from_status", "to_status", "created_at")
SELECT op."order_id", op."id", 'buyer', NULL, 'pending', op."created_at" FROM "order_parts" op;--> statement-breakpoint
CREATE INDEX "order_events_order_created_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_parts_order_idx" ON "order_parts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_parts_seller_created_idx" ON "order_parts" USING btree ("seller_id","created_at");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_part_id_order_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."order_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_part_idx" ON "order_lines" USING btree ("part_id");