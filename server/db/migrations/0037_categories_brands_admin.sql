CREATE TABLE "slug_redirects" (
	"kind" text NOT NULL,
	"old_slug" text NOT NULL,
	"category_id" integer,
	"brand_id" integer,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_redirects_kind_old_slug_pk" PRIMARY KEY("kind","old_slug"),
	CONSTRAINT "slug_redirects_target_check" CHECK (("slug_redirects"."kind" = 'category' and "slug_redirects"."category_id" is not null and "slug_redirects"."brand_id" is null and "slug_redirects"."user_id" is null)
        or ("slug_redirects"."kind" = 'brand' and "slug_redirects"."brand_id" is not null and "slug_redirects"."category_id" is null and "slug_redirects"."user_id" is null)
        or ("slug_redirects"."kind" = 'shop' and "slug_redirects"."user_id" is not null and "slug_redirects"."category_id" is null and "slug_redirects"."brand_id" is null))
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "layout" text DEFAULT 'category-grid-3-columns-sidebar' NOT NULL;--> statement-breakpoint
ALTER TABLE "slug_redirects" ADD CONSTRAINT "slug_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slug_redirects" ADD CONSTRAINT "slug_redirects_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slug_redirects" ADD CONSTRAINT "slug_redirects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slug_redirects_category_idx" ON "slug_redirects" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "slug_redirects_brand_idx" ON "slug_redirects" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "slug_redirects_user_idx" ON "slug_redirects" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_layout_check" CHECK (layout in ('category-grid-3-columns-sidebar', 'category-grid-4-columns-full', 'category-grid-5-columns-full', 'category-list', 'category-right-sidebar'));--> statement-breakpoint
-- A category moved under another parent (issue 50): its products' search documents hold their category's parent's
-- names (product_category_text), so they are rewritten as for a rename. Facet counts need nothing: the summary tables
-- are keyed by each product's own category, and a category's facets sum its subtree as the tree is now.
CREATE TRIGGER search_category_move AFTER UPDATE OF parent_id ON categories FOR EACH ROW
  WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION search_category_renamed();
--> statement-breakpoint
-- A brand changed (renamed, its logo or country): `b/<id>` for each, so the kept pages whose cards name another brand
-- stay (server/page-cache/notices.ts); a brand added or removed is still `t/brands`.
CREATE FUNCTION notify_pages_of_brands() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  facts text;
BEGIN
  SELECT string_agg(concat('b/', n.id), ' ') INTO facts
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.slug, o.name, o.country, o.logo_key) IS DISTINCT FROM (n.slug, n.name, n.country, n.logo_key);
  IF facts IS NOT NULL AND (length(facts) > 7900 OR EXISTS (
    SELECT FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id WHERE o.id IS NULL
  )) THEN
    facts := 't/brands';
  END IF;
  IF facts IS NOT NULL THEN
    PERFORM pg_notify('page_data_changed', facts);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER brands_pages_change ON brands;
--> statement-breakpoint
CREATE TRIGGER brands_pages_update AFTER UPDATE ON brands REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_of_brands();
--> statement-breakpoint
CREATE TRIGGER brands_pages_change AFTER INSERT OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_of_table_change();
