-- PayPal takes payments (issue 35, decision 031): each PayPal order made for an order, its approval link and the capture
-- that took the money; the payment itself is a row of order_payments like every other.
CREATE TYPE "public"."paypal_checkout_status" AS ENUM('created', 'captured', 'declined');--> statement-breakpoint
CREATE TABLE "paypal_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"paypal_order_id" text NOT NULL,
	"status" "paypal_checkout_status" DEFAULT 'created' NOT NULL,
	"charged_cents" integer NOT NULL,
	"charged_currency" text NOT NULL,
	"order_cents" integer NOT NULL,
	"approve_url" text NOT NULL,
	"capture_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paypal_checkouts_paypal_order_id_unique" UNIQUE("paypal_order_id"),
	CONSTRAINT "paypal_checkouts_capture_id_unique" UNIQUE("capture_id")
);
--> statement-breakpoint
ALTER TABLE "paypal_checkouts" ADD CONSTRAINT "paypal_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paypal_checkouts_order_idx" ON "paypal_checkouts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "paypal_checkouts_status_idx" ON "paypal_checkouts" USING btree ("status","created_at");