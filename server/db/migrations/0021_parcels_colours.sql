-- Shipping the world (issue 36, decision 033): a parcel per seller, each priced for where the cart goes, and the colour a
-- buyer chose. The cart keeps its destination; a cart line is a product in one colour; an order's part keeps what its
-- parcel's shipping cost (the order's shipping is their sum) and a line the colour it was ordered in; a seller may ship
-- every parcel free. Older orders charged shipping once: it goes to their first part, so every sum still agrees.
ALTER TABLE "cart_lines" ADD COLUMN "color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_cart_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_product_id_color_pk" PRIMARY KEY("cart_id","product_id","color");--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "ship_country" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "color" jsonb;--> statement-breakpoint
ALTER TABLE "order_parts" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ships_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_ship_country_check" CHECK ("carts"."ship_country" is null or "carts"."ship_country" ~ '^[A-Z]{2}$');--> statement-breakpoint
UPDATE "order_parts" SET "shipping_cents" = "orders"."shipping_cents"
  FROM "orders"
  WHERE "orders"."id" = "order_parts"."order_id"
    AND "order_parts"."id" = (SELECT min("first"."id") FROM "order_parts" "first" WHERE "first"."order_id" = "orders"."id");
