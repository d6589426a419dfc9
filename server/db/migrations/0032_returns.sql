CREATE TYPE "public"."return_actor" AS ENUM('buyer', 'seller', 'operator', 'store');--> statement-breakpoint
CREATE TYPE "public"."return_reason" AS ENUM('changed-mind', 'damaged', 'not-as-described', 'wrong-item', 'other');--> statement-breakpoint
CREATE TYPE "public"."return_status" AS ENUM('requested', 'accepted', 'refused', 'escalated', 'sent', 'refund-due', 'refunded', 'closed');--> statement-breakpoint
ALTER TYPE "public"."operator_mail_kind" ADD VALUE 'returns' BEFORE 'daily-digest';--> statement-breakpoint
CREATE TABLE "return_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"actor" "return_actor" NOT NULL,
	"to_status" "return_status" NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"return_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "return_lines_return_id_order_line_id_pk" PRIMARY KEY("return_id","order_line_id"),
	CONSTRAINT "return_lines_quantity_check" CHECK ("return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"buyer_id" uuid,
	"seller_id" uuid,
	"status" "return_status" DEFAULT 'requested' NOT NULL,
	"reason" "return_reason" NOT NULL,
	"text" text NOT NULL,
	"instructions" text,
	"return_address" text,
	"refusal" text,
	"carrier" text,
	"tracking_number" text,
	"restocked" boolean DEFAULT false NOT NULL,
	"worth_cents" integer NOT NULL,
	"deduction_cents" integer DEFAULT 0 NOT NULL,
	"refund_cents" integer,
	"request_key" text NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_worth_check" CHECK ("return_requests"."worth_cents" >= 0 and "return_requests"."deduction_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shop_return_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shop_return_days" integer;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_part_id_order_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."order_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_events_return_idx" ON "return_events" USING btree ("return_id","created_at");--> statement-breakpoint
CREATE INDEX "return_lines_line_idx" ON "return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_key_idx" ON "return_requests" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_seller_idx" ON "return_requests" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_open_idx" ON "return_requests" USING btree ("status","answer_by") WHERE "return_requests"."status" in ('requested', 'escalated', 'refund-due');