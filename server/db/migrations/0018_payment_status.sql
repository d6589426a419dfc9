-- Payment status (issue 35, decision 030): beside its fulfilment status, each order has a payment status that follows
-- from the movements of its money (payments received, refunds sent), each a row written with its event under a key
-- that makes a repeat harmless.
CREATE TYPE "public"."payment_movement" AS ENUM('received', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('awaiting', 'paid', 'partly-refunded', 'refunded', 'expired');--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"movement" "payment_movement" NOT NULL,
	"method" "payment_method" NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency_code" text NOT NULL,
	"reference" text,
	"note" text,
	"recorded_by" uuid,
	"occurred_on" date NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_key_unique" UNIQUE("key"),
	CONSTRAINT "order_payments_amount_check" CHECK ("order_payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" "payment_status" DEFAULT 'awaiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","created_at");