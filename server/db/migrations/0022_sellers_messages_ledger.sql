-- Sellers you can see, questions to them, and what they earn (issue 37, decision 034): each account's shop (its name,
-- unique whatever its case; its page's slug; description; country; where its earnings are paid), conversations between
-- a buyer and a seller with their messages, and the ledger of what the store owes each seller. Every account gets a slug
-- now (its name makes a readable one when the seller saves their shop).
CREATE TYPE "public"."ledger_kind" AS ENUM('sale', 'refund', 'commission', 'payout');--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_body_check" CHECK (char_length("conversation_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_id" integer,
	"order_id" integer,
	"subject" text NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"buyer_read_at" timestamp with time zone,
	"seller_read_at" timestamp with time zone,
	"buyer_mailed_at" timestamp with time zone,
	"seller_mailed_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"reported_by" uuid,
	"report_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_sides_check" CHECK ("conversations"."buyer_id" <> "conversations"."seller_id")
);
--> statement-breakpoint
CREATE TABLE "seller_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" uuid,
	"kind" "ledger_kind" NOT NULL,
	"order_id" integer,
	"part_id" integer,
	"usd_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency_code" text NOT NULL,
	"reference" text,
	"occurred_on" date DEFAULT now() NOT NULL,
	"recorded_by" uuid,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_ledger_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shop_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shop_slug" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shop_description" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shop_country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payout_details" jsonb;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger" ADD CONSTRAINT "seller_ledger_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger" ADD CONSTRAINT "seller_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger" ADD CONSTRAINT "seller_ledger_part_id_order_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."order_parts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger" ADD CONSTRAINT "seller_ledger_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger" ADD CONSTRAINT "seller_ledger_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_idx" ON "conversation_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "conversation_messages_sender_idx" ON "conversation_messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_buyer_idx" ON "conversations" USING btree ("buyer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_seller_idx" ON "conversations" USING btree ("seller_id","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_product_idx" ON "conversations" USING btree ("buyer_id","seller_id","product_id") WHERE "conversations"."product_id" is not null and "conversations"."order_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_order_idx" ON "conversations" USING btree ("buyer_id","seller_id","order_id") WHERE "conversations"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "conversations_reported_idx" ON "conversations" USING btree ("reported_at") WHERE "conversations"."reported_at" is not null;--> statement-breakpoint
CREATE INDEX "seller_ledger_seller_idx" ON "seller_ledger" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "seller_ledger_order_idx" ON "seller_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "seller_ledger_part_idx" ON "seller_ledger" USING btree ("part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_shop_name_lower_idx" ON "users" USING btree (lower("shop_name")) WHERE "users"."shop_name" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_shop_slug_unique" UNIQUE("shop_slug");--> statement-breakpoint
UPDATE "users" SET "shop_slug" = 'seller-' || substr(replace("id"::text, '-', ''), 1, 12) WHERE "shop_slug" IS NULL;
