-- A buyer's rating of the seller of one completed part of their order (issue 49, decision 050): three scores from 1
-- to 5 and an optional text; the seller may answer it once. One rating per part: the unique part_id is what makes a
-- repeated post write nothing. seller_id is the part's seller when it was rated, so the seller page's averages read
-- one index.
CREATE TABLE "seller_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid,
	"as_described" smallint NOT NULL,
	"shipping_speed" smallint NOT NULL,
	"communication" smallint NOT NULL,
	"body" text,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_ratings_part_id_unique" UNIQUE("part_id"),
	CONSTRAINT "seller_ratings_scores_check" CHECK ("seller_ratings"."as_described" between 1 and 5
		and "seller_ratings"."shipping_speed" between 1 and 5 and "seller_ratings"."communication" between 1 and 5),
	CONSTRAINT "seller_ratings_answer_check" CHECK (("seller_ratings"."answer" is null) = ("seller_ratings"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_part_id_order_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."order_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_ratings_seller_created_idx" ON "seller_ratings" USING btree ("seller_id","created_at");--> statement-breakpoint
-- The seller's page shows their ratings and answers (decision 038): every rating written, answered or deleted drops the
-- pages that show `table:seller_ratings`. Row triggers, so a repeated post that inserts nothing drops nothing.
CREATE TRIGGER seller_ratings_pages_change AFTER INSERT OR UPDATE OR DELETE ON seller_ratings FOR EACH ROW
  EXECUTE FUNCTION notify_pages_of_table_change();
--> statement-breakpoint
CREATE TRIGGER seller_ratings_pages_truncate AFTER TRUNCATE ON seller_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_of_table_change();
