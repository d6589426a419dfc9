CREATE TYPE "public"."claim_event_kind" AS ENUM('opened', 'message', 'refunded', 'closed');--> statement-breakpoint
CREATE TYPE "public"."claim_kind" AS ENUM('not-received', 'not-as-described');--> statement-breakpoint
CREATE TYPE "public"."claim_status" AS ENUM('open', 'refunded', 'closed');--> statement-breakpoint
ALTER TYPE "public"."operator_mail_kind" ADD VALUE 'claims' BEFORE 'daily-digest';--> statement-breakpoint
CREATE TABLE "claim_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"actor" "return_actor" NOT NULL,
	"kind" "claim_event_kind" NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"buyer_id" uuid,
	"seller_id" uuid,
	"kind" "claim_kind" NOT NULL,
	"status" "claim_status" DEFAULT 'open' NOT NULL,
	"text" text NOT NULL,
	"refund_cents" integer,
	"request_key" text NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_refund_check" CHECK ("claims"."refund_cents" is null or "claims"."refund_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_part_id_order_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."order_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_key_idx" ON "claims" USING btree ("request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_part_idx" ON "claims" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "claims_order_idx" ON "claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "claims_open_idx" ON "claims" USING btree ("created_at") WHERE "claims"."status" = 'open';