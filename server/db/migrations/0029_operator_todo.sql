-- Issue 48, the operator's day: who turned which of the operators' mails off, the claims that let a background pass
-- (the daily digest) run once across processes (decision 045), and the indexes the back office's Overview counts and
-- its list of orders filters and searches with.
CREATE TYPE "public"."operator_mail_kind" AS ENUM('parcel-ready', 'conversation-reported', 'daily-digest');--> statement-breakpoint
CREATE TABLE "operator_mail_opt_outs" (
	"user_id" uuid NOT NULL,
	"kind" "operator_mail_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_mail_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "pass_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_mail_opt_outs" ADD CONSTRAINT "operator_mail_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_failed_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "order_parts_open_idx" ON "order_parts" USING btree ("order_id") WHERE "order_parts"."status" in ('pending', 'on-hold');--> statement-breakpoint
CREATE INDEX "order_payments_amount_idx" ON "order_payments" USING btree ("amount_cents");--> statement-breakpoint
CREATE INDEX "order_payments_reference_trgm_idx" ON "order_payments" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_awaiting_created_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment_status" = 'awaiting';--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_cents");--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_store_stock_idx" ON "products" USING btree ("stock") WHERE "products"."owner_id" is null;