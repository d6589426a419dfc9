-- Several colours at once (decision 040): per group, the sum of the chosen colours' counts (from the summary, or the
-- price buckets) counts a product in k of them k times; what it counted too many is read from this table, a row per
-- listed product per pair of its colours: each such product under its two lowest chosen colours, so only the chosen
-- pairs' rows are read, from the key alone. Rows follow products (whose color_bits follow their colours) through
-- statement triggers, in the transaction that changes them.
CREATE TABLE "catalog_colour_pairs" (
	"pair" smallint NOT NULL,
	"category_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"product_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"discounted" boolean NOT NULL,
	"color_bits" bigint NOT NULL,
	CONSTRAINT "catalog_colour_pairs_pair_category_id_price_cents_product_id_pk" PRIMARY KEY("pair","category_id","price_cents","product_id") INCLUDE ("brand_id","discounted","color_bits")
);
--> statement-breakpoint
CREATE INDEX "catalog_colour_pairs_product_idx" ON "catalog_colour_pairs" USING btree ("product_id");
--> statement-breakpoint
-- A product's pairs: the lower colour's bit × 64 + the higher's, for every two bits set in its color_bits (each bit is a
-- colour's position); none when it is not listed.
CREATE FUNCTION catalog_colour_pair_rows(p products) RETURNS SETOF catalog_colour_pairs
LANGUAGE sql STABLE AS $$
  WITH bits AS (
    SELECT DISTINCT position AS bit FROM attribute_values
    WHERE attribute_slug = 'color' AND p.color_bits & (1::bigint << position) <> 0
  )
  SELECT (a.bit * 64 + b.bit)::smallint, p.category_id, p.price_cents, p.id, p.brand_id,
         coalesce(p.compare_at_cents, 0) > p.price_cents, p.color_bits
  FROM bits a JOIN bits b ON a.bit < b.bit
  WHERE p.listed
$$;
--> statement-breakpoint
-- Only products in two colours or more have pairs.
CREATE FUNCTION catalog_colour_pairs_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_colour_pairs SELECT r.* FROM inserted n, catalog_colour_pair_rows(n) r
    WHERE (n.color_bits & (n.color_bits - 1)) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only products whose counted columns changed are rewritten: a stock or rating change writes nothing here.
CREATE FUNCTION catalog_colour_pairs_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_colour_pairs c USING new_rows n JOIN old_rows o ON o.id = n.id
    WHERE c.product_id = n.id
      AND (o.category_id, o.price_cents, o.brand_id, o.compare_at_cents, o.color_bits, o.listed)
        IS DISTINCT FROM (n.category_id, n.price_cents, n.brand_id, n.compare_at_cents, n.color_bits, n.listed);
  INSERT INTO catalog_colour_pairs
    SELECT r.* FROM new_rows n JOIN old_rows o ON o.id = n.id, catalog_colour_pair_rows(n) r
    WHERE (n.color_bits & (n.color_bits - 1)) <> 0
      AND (o.category_id, o.price_cents, o.brand_id, o.compare_at_cents, o.color_bits, o.listed)
        IS DISTINCT FROM (n.category_id, n.price_cents, n.brand_id, n.compare_at_cents, n.color_bits, n.listed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalog_colour_pairs_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_colour_pairs c USING deleted d WHERE c.product_id = d.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalog_colour_pairs_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE catalog_colour_pairs;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_colour_pairs_insert AFTER INSERT ON products REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_colour_pairs_inserted();
--> statement-breakpoint
CREATE TRIGGER catalog_colour_pairs_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_colour_pairs_updated();
--> statement-breakpoint
CREATE TRIGGER catalog_colour_pairs_delete AFTER DELETE ON products REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_colour_pairs_deleted();
--> statement-breakpoint
CREATE TRIGGER catalog_colour_pairs_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_colour_pairs_truncated();
--> statement-breakpoint
-- The catalogue as it is.
INSERT INTO catalog_colour_pairs SELECT r.* FROM products p, catalog_colour_pair_rows(p) r
  WHERE (p.color_bits & (p.color_bits - 1)) <> 0;
--> statement-breakpoint
ANALYZE catalog_colour_pairs;
