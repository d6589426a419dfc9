-- Settings an operator changes while the store runs (decision 031), read on many pages: each process keeps them with the
-- reference data and drops them at this table's notification. An order to pay by bank transfer or cheque keeps where
-- to send the money, the moment it expires unpaid, and when its buyer was reminded of it.
CREATE TABLE "store_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_to" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_unpaid_pay_by_idx" ON "orders" USING btree ("pay_by") WHERE "orders"."payment_status" = 'awaiting' and "orders"."pay_by" is not null;--> statement-breakpoint
CREATE TRIGGER store_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON store_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();