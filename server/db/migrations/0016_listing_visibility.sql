-- Hidden listings (issue 23, decision 026): an operator hides a product (hidden_at, hidden_reason), or locks its
-- seller (owner_locked); `listed` says whether shoppers see it. The catalogue's, search's and shelves' indexes are
-- rebuilt partial on it, so they keep answering from the index alone and never step over hidden rows. `listed` is a
-- plain column kept by a trigger, not a generated one: adding it with a constant default rewrites no table, so the
-- upgrade neither locks a large products table for a rewrite nor clears its visibility map.
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_category_name_idx";--> statement-breakpoint
DROP INDEX "products_category_brand_price_idx";--> statement-breakpoint
DROP INDEX "products_shelf_latest_idx";--> statement-breakpoint
DROP INDEX "products_shelf_bestsellers_idx";--> statement-breakpoint
DROP INDEX "products_shelf_top_rated_idx";--> statement-breakpoint
DROP INDEX "products_shelf_discounted_idx";--> statement-breakpoint
DROP INDEX "products_shelf_featured_idx";--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
DROP INDEX "products_popularity_idx";--> statement-breakpoint
DROP INDEX "products_name_lower_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "owner_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents") INCLUDE ("category_id","brand_id","compare_at_cents","color_bits","id") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price_cents") INCLUDE ("brand_id","compare_at_cents","color_bits","id") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category_id","name") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_category_brand_price_idx" ON "products" USING btree ("category_id","brand_id","price_cents") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_shelf_latest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."listed" and "products"."availability" = 'in-stock';--> statement-breakpoint
CREATE INDEX "products_shelf_bestsellers_idx" ON "products" USING btree ("rating_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."listed" and "products"."availability" = 'in-stock';--> statement-breakpoint
CREATE INDEX "products_shelf_top_rated_idx" ON "products" USING btree (("rating_sum"::float / "rating_count") desc,"rating_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."listed" and "products"."availability" = 'in-stock' and "products"."rating_count" > 0;--> statement-breakpoint
CREATE INDEX "products_shelf_discounted_idx" ON "products" USING btree ((("compare_at_cents" - "price_cents")::float / "compare_at_cents") desc,"id" DESC NULLS FIRST) WHERE "products"."listed" and "products"."availability" = 'in-stock' and "products"."compare_at_cents" > "products"."price_cents";--> statement-breakpoint
CREATE INDEX "products_shelf_featured_idx" ON "products" USING btree ("rating_sum" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."listed" and "products"."availability" = 'in-stock' and cardinality("products"."badges") > 0;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("rating_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "products" USING btree (lower("name")) WHERE "products"."listed";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hidden_check" CHECK (("products"."hidden_at" is null) = ("products"."hidden_reason" is null));
--> statement-breakpoint
CREATE FUNCTION products_set_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed := NEW.hidden_at IS NULL AND NOT NEW.owner_locked;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_set_listed BEFORE INSERT OR UPDATE OF hidden_at, owner_locked, listed ON products
  FOR EACH ROW EXECUTE FUNCTION products_set_listed();
--> statement-breakpoint
-- The facet counts count listed products only: the recount, the insert triggers, and a change of `listed`.
CREATE OR REPLACE FUNCTION catalog_facets_recount(p_category integer, p_brand integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- One writer per group at a time, so two recounts never insert the same rows.
  PERFORM pg_advisory_xact_lock(hashtext('catalog_facets'), p_category * 4096 + p_brand);
  DELETE FROM catalog_facet_counts WHERE category_id = p_category AND brand_id = p_brand;
  INSERT INTO catalog_facet_counts
    SELECT p_category, p_brand, coalesce(p.compare_at_cents, 0) > p.price_cents, 0,
           count(*), min(p.price_cents), max(p.price_cents)
      FROM products p WHERE p.category_id = p_category AND p.brand_id = p_brand AND p.listed
      GROUP BY 3
    UNION ALL
    SELECT p_category, p_brand, coalesce(p.compare_at_cents, 0) > p.price_cents, pa.value_id,
           count(*), min(p.price_cents), max(p.price_cents)
      FROM products p
      JOIN product_attributes pa ON pa.product_id = p.id
      JOIN attribute_values v ON v.id = pa.value_id AND v.attribute_slug = 'color'
      WHERE p.category_id = p_category AND p.brand_id = p_brand AND p.listed
      GROUP BY 3, 4;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facets_products_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_facet_counts AS c
    SELECT category_id, brand_id, coalesce(compare_at_cents, 0) > price_cents, 0,
           count(*), min(price_cents), max(price_cents)
      FROM inserted WHERE listed GROUP BY 1, 2, 3
  ON CONFLICT (category_id, color_id, brand_id, discounted) DO UPDATE SET
    products = c.products + excluded.products,
    min_price_cents = least(c.min_price_cents, excluded.min_price_cents),
    max_price_cents = greatest(c.max_price_cents, excluded.max_price_cents);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facets_attributes_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_facet_counts AS c
    SELECT p.category_id, p.brand_id, coalesce(p.compare_at_cents, 0) > p.price_cents, i.value_id,
           count(*), min(p.price_cents), max(p.price_cents)
      FROM inserted i
      JOIN products p ON p.id = i.product_id AND p.listed
      JOIN attribute_values v ON v.id = i.value_id AND v.attribute_slug = 'color'
      GROUP BY 1, 2, 3, 4
  ON CONFLICT (category_id, color_id, brand_id, discounted) DO UPDATE SET
    products = c.products + excluded.products,
    min_price_cents = least(c.min_price_cents, excluded.min_price_cents),
    max_price_cents = greatest(c.max_price_cents, excluded.max_price_cents);
  PERFORM products_set_color_bits(array(
    SELECT DISTINCT i.product_id FROM inserted i
      JOIN attribute_values v ON v.id = i.value_id AND v.attribute_slug = 'color'));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER catalog_facets_product_update ON products;
--> statement-breakpoint
-- Row level: only changes to what the facets count fire it (a new review's rating does not).
CREATE TRIGGER catalog_facets_product_update
  AFTER UPDATE OF price_cents, compare_at_cents, category_id, brand_id, hidden_at, owner_locked, listed
  ON products FOR EACH ROW
  WHEN ((OLD.price_cents, OLD.compare_at_cents, OLD.category_id, OLD.brand_id, OLD.listed)
        IS DISTINCT FROM (NEW.price_cents, NEW.compare_at_cents, NEW.category_id, NEW.brand_id, NEW.listed))
  EXECUTE FUNCTION catalog_facets_product_updated();
--> statement-breakpoint
-- The suggestions' titles and the vocabulary hold listed products only: a hidden product's title leaves with it,
-- and comes back (with its words) when it is shown again.
CREATE OR REPLACE FUNCTION search_products_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_titles (product_id, category_id, rating_count, title)
  SELECT i.id, i.category_id, i.rating_count, product_title_vector(i.name, i.brand_id, i.category_id)
  FROM inserted i WHERE i.listed;
  INSERT INTO search_terms (term)
  SELECT DISTINCT search_words(concat_ws(' ', i.name, product_brand_text(i.brand_id), product_category_text(i.category_id)))
  FROM inserted i WHERE i.listed
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_product_listed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.listed THEN
    INSERT INTO search_titles (product_id, category_id, rating_count, title)
    VALUES (NEW.id, NEW.category_id, NEW.rating_count, product_title_vector(NEW.name, NEW.brand_id, NEW.category_id))
    ON CONFLICT (product_id) DO NOTHING;
    INSERT INTO search_terms (term)
    SELECT search_words(concat_ws(' ', NEW.name, product_brand_text(NEW.brand_id), product_category_text(NEW.category_id)))
    ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM search_titles WHERE product_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_product_listed AFTER UPDATE OF hidden_at, owner_locked, listed ON products FOR EACH ROW
  WHEN (OLD.listed IS DISTINCT FROM NEW.listed) EXECUTE FUNCTION search_product_listed();
--> statement-breakpoint
-- Back in stock: the waits end with a mail when the product can be bought again, which for a hidden product is
-- when it is both for sale and shown.
DROP TRIGGER products_back_in_stock ON products;
--> statement-breakpoint
CREATE TRIGGER products_back_in_stock AFTER UPDATE ON products
  FOR EACH ROW WHEN (NEW.availability = 'in-stock' AND NEW.listed AND (OLD.availability <> 'in-stock' OR NOT OLD.listed))
  EXECUTE FUNCTION products_back_in_stock();
--> statement-breakpoint
-- The planner's statistics for the new column (every product listed), so it picks the partial indexes at once.
ANALYZE products;
