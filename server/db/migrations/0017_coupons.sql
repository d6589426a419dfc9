-- Coupons (issue 24, decision 027): sellers' codes on their own products and the store's on the whole cart, one per
-- cart, re-checked and counted in the order's transaction; each order keeps its code, its discount and each part's
-- share, and its redemption row (the limit per customer) until the whole order is cancelled.
CREATE TABLE "coupon_redemptions" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"seller_id" uuid,
	"percent_off" integer,
	"amount_off_cents" integer,
	"min_subtotal_cents" integer,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_discount_check" CHECK (("coupons"."percent_off" between 1 and 90 and "coupons"."amount_off_cents" is null) or ("coupons"."percent_off" is null and "coupons"."amount_off_cents" > 0)),
	CONSTRAINT "coupons_code_check" CHECK ("coupons"."code" ~ '^[A-Z0-9-]{3,32}$'),
	CONSTRAINT "coupons_days_check" CHECK ("coupons"."ends_on" >= "coupons"."starts_on"),
	CONSTRAINT "coupons_limits_check" CHECK ("coupons"."uses" >= 0 and ("coupons"."max_uses" is null or "coupons"."max_uses" > 0) and ("coupons"."max_uses_per_customer" is null or "coupons"."max_uses_per_customer" > 0) and ("coupons"."min_subtotal_cents" is null or "coupons"."min_subtotal_cents" > 0))
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "order_parts" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_email_idx" ON "coupon_redemptions" USING btree ("coupon_id","email");--> statement-breakpoint
CREATE INDEX "coupons_seller_created_idx" ON "coupons" USING btree ("seller_id","created_at");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;