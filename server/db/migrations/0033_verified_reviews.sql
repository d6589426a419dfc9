-- Reviews from verified buyers (issue 49, item 3; decision 049): the mark written with the review, edits by their
-- author, hiding by an operator, and the completed part's invitation links.
CREATE TABLE "review_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"part_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" uuid,
	"review_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_part_id_order_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."order_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_invitations_part_product_idx" ON "review_invitations" USING btree ("part_id","product_id");--> statement-breakpoint
CREATE INDEX "reviews_product_verified_idx" ON "reviews" USING btree ("product_id","created_at") WHERE "reviews"."verified" and "reviews"."hidden_at" is null;--> statement-breakpoint
-- Before one review per user and product: a user's older reviews of a product stay, as no longer theirs to edit.
UPDATE "reviews" SET "user_id" = NULL WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "product_id", "user_id" ORDER BY "created_at" DESC, "id" DESC) AS "place"
    FROM "reviews" WHERE "user_id" IS NOT NULL
  ) "ranked" WHERE "place" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_user_idx" ON "reviews" USING btree ("product_id","user_id") WHERE "reviews"."user_id" is not null;
