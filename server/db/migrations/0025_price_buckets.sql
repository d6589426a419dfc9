-- Price ranges summed from buckets (decision 040): the catalogue's facets under a price range read a few buckets per
-- group instead of every product in the range, so their cost does not grow with the catalogue. The same triggers that
-- keep catalog_facet_counts keep the buckets: inserts add, a recount of a (category, brand) group recounts its buckets.
CREATE TABLE "catalog_price_buckets" (
	"width" integer NOT NULL,
	"bucket" integer NOT NULL,
	"color_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"discounted" boolean NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_price_buckets_key_idx" ON "catalog_price_buckets" USING btree ("width","bucket","color_id","category_id","brand_id","discounted") INCLUDE ("products");--> statement-breakpoint
CREATE INDEX "catalog_price_buckets_group_idx" ON "catalog_price_buckets" USING btree ("category_id","brand_id");
--> statement-breakpoint
-- The buckets a price counts in: its dollars divided by each width, and its dollars (width 0) when it is exactly a
-- whole number of them (server/catalog/price-buckets.ts turns a range into buckets the same way).
CREATE FUNCTION catalog_price_bucket_keys(p_price_cents integer) RETURNS TABLE (width integer, bucket integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT w, CASE WHEN w = 0 THEN p_price_cents / 100 ELSE p_price_cents / 100 / w END
  FROM unnest(array[0, 1, 10, 100, 1000, 10000, 100000]) AS w
  WHERE w <> 0 OR p_price_cents % 100 = 0
$$;
--> statement-breakpoint
-- The listed products of a (category, brand) group as the facets count them: each once with colour 0, and once per colour.
CREATE FUNCTION catalog_group_prices(p_category integer, p_brand integer)
RETURNS TABLE (discounted boolean, color_id integer, price_cents integer)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(p.compare_at_cents, 0) > p.price_cents, 0, p.price_cents
    FROM products p WHERE p.category_id = p_category AND p.brand_id = p_brand AND p.listed
  UNION ALL
  SELECT coalesce(p.compare_at_cents, 0) > p.price_cents, pa.value_id, p.price_cents
    FROM products p
    JOIN product_attributes pa ON pa.product_id = p.id
    JOIN attribute_values v ON v.id = pa.value_id AND v.attribute_slug = 'color'
    WHERE p.category_id = p_category AND p.brand_id = p_brand AND p.listed
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facets_recount(p_category integer, p_brand integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- One writer per group at a time, so two recounts never insert the same rows.
  PERFORM pg_advisory_xact_lock(hashtext('catalog_facets'), p_category * 4096 + p_brand);
  DELETE FROM catalog_facet_counts WHERE category_id = p_category AND brand_id = p_brand;
  INSERT INTO catalog_facet_counts
    SELECT p_category, p_brand, g.discounted, g.color_id, count(*), min(g.price_cents), max(g.price_cents)
      FROM catalog_group_prices(p_category, p_brand) g GROUP BY 3, 4;
  DELETE FROM catalog_price_buckets WHERE category_id = p_category AND brand_id = p_brand;
  INSERT INTO catalog_price_buckets
    SELECT k.width, k.bucket, g.color_id, p_category, p_brand, g.discounted, count(*)
      FROM catalog_group_prices(p_category, p_brand) g, catalog_price_bucket_keys(g.price_cents) k GROUP BY 1, 2, 3, 6;
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
  INSERT INTO catalog_price_buckets AS b
    SELECT k.width, k.bucket, 0, i.category_id, i.brand_id, coalesce(i.compare_at_cents, 0) > i.price_cents, count(*)
      FROM inserted i, catalog_price_bucket_keys(i.price_cents) k WHERE i.listed GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (width, bucket, color_id, category_id, brand_id, discounted) DO UPDATE SET
    products = b.products + excluded.products;
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
  INSERT INTO catalog_price_buckets AS b
    SELECT k.width, k.bucket, i.value_id, p.category_id, p.brand_id, coalesce(p.compare_at_cents, 0) > p.price_cents,
           count(*)
      FROM inserted i
      JOIN products p ON p.id = i.product_id AND p.listed
      JOIN attribute_values v ON v.id = i.value_id AND v.attribute_slug = 'color',
      catalog_price_bucket_keys(p.price_cents) k
      GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (width, bucket, color_id, category_id, brand_id, discounted) DO UPDATE SET
    products = b.products + excluded.products;
  PERFORM products_set_color_bits(array(
    SELECT DISTINCT i.product_id FROM inserted i
      JOIN attribute_values v ON v.id = i.value_id AND v.attribute_slug = 'color'));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The catalogue as it is: its buckets, counted once.
INSERT INTO catalog_price_buckets
  SELECT k.width, k.bucket, x.color_id, x.category_id, x.brand_id, x.discounted, count(*)
  FROM (
    SELECT p.category_id, p.brand_id, coalesce(p.compare_at_cents, 0) > p.price_cents AS discounted, 0 AS color_id,
           p.price_cents
      FROM products p WHERE p.listed
    UNION ALL
    SELECT p.category_id, p.brand_id, coalesce(p.compare_at_cents, 0) > p.price_cents, pa.value_id, p.price_cents
      FROM products p
      JOIN product_attributes pa ON pa.product_id = p.id
      JOIN attribute_values v ON v.id = pa.value_id AND v.attribute_slug = 'color'
      WHERE p.listed
  ) x, catalog_price_bucket_keys(x.price_cents) k
  GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
ANALYZE catalog_price_buckets;
