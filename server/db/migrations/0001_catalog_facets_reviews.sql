CREATE TABLE "catalog_facet_counts" (
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"discounted" boolean NOT NULL,
	"color_id" integer NOT NULL,
	"products" integer NOT NULL,
	"min_price_cents" integer NOT NULL,
	"max_price_cents" integer NOT NULL,
	CONSTRAINT "catalog_facet_counts_category_id_color_id_brand_id_discounted_pk" PRIMARY KEY("category_id","color_id","brand_id","discounted")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "color_bits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_values_color_bit_idx" ON "attribute_values" USING btree ("position") WHERE "attribute_values"."attribute_slug" = 'color';--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price_cents") INCLUDE ("brand_id","compare_at_cents","color_bits","id");--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category_id","name");--> statement-breakpoint
CREATE INDEX "products_category_brand_price_idx" ON "products" USING btree ("category_id","brand_id","price_cents");--> statement-breakpoint
CREATE INDEX "products_shelf_latest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."availability" = 'in-stock';--> statement-breakpoint
CREATE INDEX "products_shelf_bestsellers_idx" ON "products" USING btree ("rating_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."availability" = 'in-stock';--> statement-breakpoint
CREATE INDEX "products_shelf_top_rated_idx" ON "products" USING btree (("rating_sum"::float / "rating_count") desc,"rating_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."availability" = 'in-stock' and "products"."rating_count" > 0;--> statement-breakpoint
CREATE INDEX "products_shelf_discounted_idx" ON "products" USING btree ((("compare_at_cents" - "price_cents")::float / "compare_at_cents") desc,"id" DESC NULLS FIRST) WHERE "products"."availability" = 'in-stock' and "products"."compare_at_cents" > "products"."price_cents";--> statement-breakpoint
CREATE INDEX "products_shelf_featured_idx" ON "products" USING btree ("rating_sum" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."availability" = 'in-stock' and cardinality("products"."badges") > 0;--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_color_bit_check" CHECK ("attribute_values"."attribute_slug" <> 'color' or "attribute_values"."position" between 0 and 52);
--> statement-breakpoint
-- Price ranges are counted, and sorted by price, from the price indexes alone (index-only scans).
DROP INDEX "products_price_idx";
--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents")
  INCLUDE ("category_id", "brand_id", "compare_at_cents", "color_bits", "id");
--> statement-breakpoint
-- catalog_facet_counts and products.color_bits are kept exact by the triggers below, in the transaction
-- of the change: inserts add to the counts, anything that can shrink a group (delete, a changed price,
-- category or brand, a removed colour) recounts that (category, brand) group.
CREATE FUNCTION catalog_facets_recount(p_category integer, p_brand integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- One writer per group at a time, so two recounts never insert the same rows.
  PERFORM pg_advisory_xact_lock(hashtext('catalog_facets'), p_category * 4096 + p_brand);
  DELETE FROM catalog_facet_counts WHERE category_id = p_category AND brand_id = p_brand;
  INSERT INTO catalog_facet_counts
    SELECT p_category, p_brand, coalesce(p.compare_at_cents, 0) > p.price_cents, 0,
           count(*), min(p.price_cents), max(p.price_cents)
      FROM products p WHERE p.category_id = p_category AND p.brand_id = p_brand
      GROUP BY 3
    UNION ALL
    SELECT p_category, p_brand, coalesce(p.compare_at_cents, 0) > p.price_cents, pa.value_id,
           count(*), min(p.price_cents), max(p.price_cents)
      FROM products p
      JOIN product_attributes pa ON pa.product_id = p.id
      JOIN attribute_values v ON v.id = pa.value_id AND v.attribute_slug = 'color'
      WHERE p.category_id = p_category AND p.brand_id = p_brand
      GROUP BY 3, 4;
END $$;
--> statement-breakpoint
-- products.color_bits: bit n set for the colour at position n among the product's colours.
CREATE FUNCTION products_set_color_bits(p_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET color_bits = coalesce((
    SELECT bit_or(1::bigint << v.position)
      FROM product_attributes pa
      JOIN attribute_values v ON v.id = pa.value_id AND v.attribute_slug = 'color'
      WHERE pa.product_id = p.id), 0)
  WHERE p.id = ANY (p_ids);
END $$;
--> statement-breakpoint
CREATE FUNCTION catalog_facets_products_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_facet_counts AS c
    SELECT category_id, brand_id, coalesce(compare_at_cents, 0) > price_cents, 0,
           count(*), min(price_cents), max(price_cents)
      FROM inserted GROUP BY 1, 2, 3
  ON CONFLICT (category_id, color_id, brand_id, discounted) DO UPDATE SET
    products = c.products + excluded.products,
    min_price_cents = least(c.min_price_cents, excluded.min_price_cents),
    max_price_cents = greatest(c.max_price_cents, excluded.max_price_cents);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_facets_products_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION catalog_facets_products_inserted();
--> statement-breakpoint
CREATE FUNCTION catalog_facets_products_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE g record;
BEGIN
  FOR g IN SELECT DISTINCT category_id, brand_id FROM deleted ORDER BY 1, 2 LOOP
    PERFORM catalog_facets_recount(g.category_id, g.brand_id);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_facets_products_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION catalog_facets_products_deleted();
--> statement-breakpoint
CREATE FUNCTION catalog_facets_product_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_facets_recount(OLD.category_id, OLD.brand_id);
  IF (NEW.category_id, NEW.brand_id) IS DISTINCT FROM (OLD.category_id, OLD.brand_id) THEN
    PERFORM catalog_facets_recount(NEW.category_id, NEW.brand_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Row level: only changes to what the facets count fire it (a new review's rating does not).
CREATE TRIGGER catalog_facets_product_update AFTER UPDATE OF price_cents, compare_at_cents, category_id, brand_id
  ON products FOR EACH ROW
  WHEN ((OLD.price_cents, OLD.compare_at_cents, OLD.category_id, OLD.brand_id)
        IS DISTINCT FROM (NEW.price_cents, NEW.compare_at_cents, NEW.category_id, NEW.brand_id))
  EXECUTE FUNCTION catalog_facets_product_updated();
--> statement-breakpoint
CREATE FUNCTION catalog_facets_attributes_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_facet_counts AS c
    SELECT p.category_id, p.brand_id, coalesce(p.compare_at_cents, 0) > p.price_cents, i.value_id,
           count(*), min(p.price_cents), max(p.price_cents)
      FROM inserted i
      JOIN products p ON p.id = i.product_id
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
CREATE TRIGGER catalog_facets_attributes_insert AFTER INSERT ON product_attributes
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION catalog_facets_attributes_inserted();
--> statement-breakpoint
CREATE FUNCTION catalog_facets_attributes_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE g record;
BEGIN
  -- Rows removed with their product were recounted by the products trigger: the join skips them.
  FOR g IN SELECT DISTINCT p.category_id, p.brand_id FROM deleted d JOIN products p ON p.id = d.product_id
           ORDER BY 1, 2 LOOP
    PERFORM catalog_facets_recount(g.category_id, g.brand_id);
  END LOOP;
  PERFORM products_set_color_bits(array(
    SELECT DISTINCT d.product_id FROM deleted d
      JOIN attribute_values v ON v.id = d.value_id AND v.attribute_slug = 'color'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_facets_attributes_delete AFTER DELETE ON product_attributes
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION catalog_facets_attributes_deleted();
--> statement-breakpoint
-- Catalogues that existed before this migration: set their colour bits and count them, once.
SELECT products_set_color_bits(array(SELECT DISTINCT product_id FROM product_attributes));
--> statement-breakpoint
SELECT catalog_facets_recount(category_id, brand_id) FROM (SELECT DISTINCT category_id, brand_id FROM products) g;
