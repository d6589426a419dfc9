-- What the pages kept for visitors without a session show changed (server/http/page-cache.ts, decision 038). Each
-- app process listens on this channel and drops exactly the kept pages that show the changed rows. Payload: facts
-- separated by spaces, each `p/<product id>/<what changed>/<owner id or ->/<category ids up to the root>` for a
-- product, `c/<currency code>` for a rate, `t/<table>` for a table whose every change counts; `*` when a statement
-- changed more rows than one notice can carry (a bulk load; pg_notify takes at most 8000 bytes): every kept page goes. What changed, by letters:
-- l listed, its category or its seller; p price; r rating; a availability; b brand, colours or badges; s stock;
-- c name, description, its languages or slug; x anything else a page shows of it (its pictures, attributes, reviews).
CREATE FUNCTION notify_pages_of_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_data_changed', 't/' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION notify_pages_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_data_changed', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION page_notice_categories(leaf integer) RETURNS text LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up(id, parent_id) AS (
    SELECT id, parent_id FROM categories WHERE id = leaf
    UNION ALL
    SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
  )
  SELECT coalesce(string_agg(id::text, ','), '') FROM up
$$;
--> statement-breakpoint
CREATE FUNCTION notify_pages_of_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
  facts text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT count(*) INTO changed FROM old_rows;
  ELSE
    SELECT count(*) INTO changed FROM new_rows;
  END IF;
  IF changed > 200 THEN
    PERFORM pg_notify('page_data_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(concat_ws('/', 'p', n.id, 'l', coalesce(n.owner_id::text, '-'), page_notice_categories(n.category_id)), ' ')
      INTO facts FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(concat_ws('/', 'p', o.id, 'l', coalesce(o.owner_id::text, '-'), page_notice_categories(o.category_id)), ' ')
      INTO facts FROM old_rows o;
  ELSE
    SELECT string_agg(concat_ws('/', 'p', id, flags, owner, cats), ' ') INTO facts FROM (
      SELECT n.id,
        concat(
          CASE WHEN o.listed IS DISTINCT FROM n.listed OR o.category_id <> n.category_id
            OR o.owner_id IS DISTINCT FROM n.owner_id THEN 'l' END,
          CASE WHEN o.price_cents <> n.price_cents OR o.compare_at_cents IS DISTINCT FROM n.compare_at_cents THEN 'p' END,
          CASE WHEN o.rating_sum <> n.rating_sum OR o.rating_count <> n.rating_count THEN 'r' END,
          CASE WHEN o.availability <> n.availability THEN 'a' END,
          CASE WHEN o.brand_id <> n.brand_id OR o.color_bits <> n.color_bits OR o.badges <> n.badges THEN 'b' END,
          CASE WHEN o.stock <> n.stock THEN 's' END,
          CASE WHEN o.name <> n.name OR o.description <> n.description OR o.translations <> n.translations
            OR o.slug <> n.slug OR o.locale <> n.locale THEN 'c' END
        ) AS flags,
        coalesce(n.owner_id::text, '-') AS owner,
        CASE WHEN o.category_id = n.category_id THEN page_notice_categories(n.category_id)
          ELSE page_notice_categories(n.category_id) || ',' || page_notice_categories(o.category_id) END AS cats
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      UNION ALL
      -- A product that changes hands leaves its former seller's page too.
      SELECT o.id, 'l', o.owner_id::text, page_notice_categories(o.category_id)
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE o.owner_id IS NOT NULL AND o.owner_id IS DISTINCT FROM n.owner_id
    ) rows WHERE flags <> '';
  END IF;
  IF length(facts) > 7900 THEN
    facts := '*';
  END IF;
  IF facts IS NOT NULL THEN
    PERFORM pg_notify('page_data_changed', facts);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_pages_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_of_products();
--> statement-breakpoint
CREATE TRIGGER products_pages_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_of_products();
--> statement-breakpoint
CREATE TRIGGER products_pages_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_of_products();
--> statement-breakpoint
CREATE TRIGGER products_pages_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_all();
--> statement-breakpoint
-- A product's pictures, attributes and reviews show on its page (and its first picture on its cards).
CREATE FUNCTION notify_pages_of_product_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  facts text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT concat('p/', product_id, '/x/-/'), ' ') INTO facts FROM old_rows;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT concat('p/', product_id, '/x/-/'), ' ') INTO facts FROM new_rows;
  ELSE
    -- A row moved to another product changes both.
    SELECT string_agg(DISTINCT concat('p/', product_id, '/x/-/'), ' ') INTO facts
      FROM (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows) moved;
  END IF;
  IF length(facts) > 7000 THEN
    facts := '*';
  END IF;
  IF facts IS NOT NULL THEN
    PERFORM pg_notify('page_data_changed', facts);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['product_images', 'product_attributes', 'reviews'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_of_product_rows()', t || '_pages_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_of_product_rows()', t || '_pages_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_of_product_rows()', t || '_pages_delete', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- A rate shows on every page in its currency; anything else about the currencies (a name, a new one, the order) in
-- every page's currency menu.
CREATE FUNCTION notify_pages_of_currencies() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  facts text;
BEGIN
  IF TG_OP = 'UPDATE' AND NOT EXISTS (
    SELECT FROM new_rows n LEFT JOIN old_rows o ON o.code = n.code
    WHERE o.code IS NULL OR o.symbol <> n.symbol OR o.name <> n.name OR o.position <> n.position
  ) THEN
    SELECT string_agg(concat('c/', n.code), ' ') INTO facts
      FROM new_rows n JOIN old_rows o ON o.code = n.code WHERE o.rate <> n.rate;
  ELSE
    facts := 't/currencies';
  END IF;
  IF facts IS NOT NULL THEN
    PERFORM pg_notify('page_data_changed', facts);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER currencies_pages_update AFTER UPDATE ON currencies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_of_currencies();
--> statement-breakpoint
CREATE TRIGGER currencies_pages_change AFTER INSERT OR DELETE OR TRUNCATE ON currencies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_of_table_change();
--> statement-breakpoint
-- Tables whose every change counts: what pages show of them is named `table:<name>` (server/page-cache/page-tags.ts).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['categories', 'brands', 'category_brands', 'attributes', 'attribute_values',
    'store_settings', 'blog_posts', 'blog_comments'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_of_table_change()', t || '_pages_change', t);
  END LOOP;
END
$$;
