ALTER TABLE "products" ADD COLUMN "color_bits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_values_color_bit_idx" ON "attribute_values" USING btree ("position") WHERE "attribute_values"."attribute_slug" = 'color';--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_color_bit_check" CHECK ("attribute_values"."attribute_slug" <> 'color' or "attribute_values"."position" between 0 and 52);--> statement-breakpoint
-- products.color_bits follows product_attributes: any change to a product's colours sets it again.
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
CREATE OR REPLACE FUNCTION catalog_facets_attributes_inserted() RETURNS trigger
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
CREATE OR REPLACE FUNCTION catalog_facets_attributes_deleted() RETURNS trigger
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
UPDATE products p SET color_bits = s.bits
  FROM (SELECT pa.product_id, bit_or(1::bigint << v.position) AS bits
          FROM product_attributes pa
          JOIN attribute_values v ON v.id = pa.value_id AND v.attribute_slug = 'color'
          GROUP BY 1) s
  WHERE s.product_id = p.id;
--> statement-breakpoint
-- Price ranges are counted, and sorted by price, from these indexes alone (index-only scans).
DROP INDEX "products_price_idx";
--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents")
  INCLUDE ("category_id", "brand_id", "compare_at_cents", "color_bits", "id");
--> statement-breakpoint
DROP INDEX "products_category_price_idx";
--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id", "price_cents")
  INCLUDE ("brand_id", "compare_at_cents", "color_bits", "id");
