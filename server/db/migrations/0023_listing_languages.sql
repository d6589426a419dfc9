-- A listing in several languages (issue 38, decision 037): the language its seller wrote it in, and its name and
-- description in the store's other languages. Search matches every language's name and description: the functions
-- that build the documents, titles and vocabulary read them all; existing products have none, so nothing is rebuilt.
ALTER TABLE "products" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_locale_check" CHECK ("products"."locale" in ('en', 'ru', 'ar'));
--> statement-breakpoint
-- Every language's name, and every language's description, as one text each (the original first).
CREATE FUNCTION product_names(p_name text, p_translations jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws(' ', p_name, p_translations->'en'->>'name', p_translations->'ru'->>'name', p_translations->'ar'->>'name')
$$;
--> statement-breakpoint
CREATE FUNCTION product_descriptions(p_description text, p_translations jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws(' ', p_description, p_translations->'en'->>'description', p_translations->'ru'->>'description',
    p_translations->'ar'->>'description')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_set_search_vector() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := product_search_vector(product_names(NEW.name, NEW.translations),
    product_descriptions(NEW.description, NEW.translations), NEW.brand_id, NEW.category_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER products_search_vector ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_vector BEFORE INSERT OR UPDATE OF name, description, translations, brand_id, category_id
  ON products FOR EACH ROW EXECUTE FUNCTION products_set_search_vector();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_products_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_titles (product_id, category_id, rating_count, title)
  SELECT i.id, i.category_id, i.rating_count, product_title_vector(product_names(i.name, i.translations), i.brand_id, i.category_id)
  FROM inserted i WHERE i.listed;
  INSERT INTO search_terms (term)
  SELECT DISTINCT search_words(concat_ws(' ', product_names(i.name, i.translations), product_brand_text(i.brand_id),
    product_category_text(i.category_id)))
  FROM inserted i WHERE i.listed
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_product_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_titles
  SET category_id = NEW.category_id, rating_count = NEW.rating_count,
      title = product_title_vector(product_names(NEW.name, NEW.translations), NEW.brand_id, NEW.category_id)
  WHERE product_id = NEW.id;
  IF (OLD.name, OLD.translations, OLD.brand_id, OLD.category_id)
     IS DISTINCT FROM (NEW.name, NEW.translations, NEW.brand_id, NEW.category_id) THEN
    INSERT INTO search_terms (term)
    SELECT search_words(concat_ws(' ', product_names(NEW.name, NEW.translations), product_brand_text(NEW.brand_id),
      product_category_text(NEW.category_id)))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER search_product_update ON products;
--> statement-breakpoint
CREATE TRIGGER search_product_update AFTER UPDATE OF name, translations, brand_id, category_id, rating_count ON products
  FOR EACH ROW
  WHEN ((OLD.name, OLD.translations, OLD.brand_id, OLD.category_id, OLD.rating_count)
        IS DISTINCT FROM (NEW.name, NEW.translations, NEW.brand_id, NEW.category_id, NEW.rating_count))
  EXECUTE FUNCTION search_product_updated();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_product_listed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.listed THEN
    INSERT INTO search_titles (product_id, category_id, rating_count, title)
    VALUES (NEW.id, NEW.category_id, NEW.rating_count,
      product_title_vector(product_names(NEW.name, NEW.translations), NEW.brand_id, NEW.category_id))
    ON CONFLICT (product_id) DO NOTHING;
    INSERT INTO search_terms (term)
    SELECT search_words(concat_ws(' ', product_names(NEW.name, NEW.translations), product_brand_text(NEW.brand_id),
      product_category_text(NEW.category_id)))
    ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM search_titles WHERE product_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_brand_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_vector = product_search_vector(product_names(name, translations),
    product_descriptions(description, translations), brand_id, category_id)
  WHERE brand_id = NEW.id;
  UPDATE search_titles t SET title = product_title_vector(product_names(p.name, p.translations), p.brand_id, p.category_id)
  FROM products p WHERE p.id = t.product_id AND p.brand_id = NEW.id;
  INSERT INTO search_terms (term) SELECT search_words(NEW.name) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_category_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_vector = product_search_vector(product_names(name, translations),
    product_descriptions(description, translations), brand_id, category_id)
  WHERE category_id IN (SELECT id FROM categories WHERE id = NEW.id OR parent_id = NEW.id);
  UPDATE search_titles SET title = product_title_vector(product_names(p.name, p.translations), p.brand_id, p.category_id)
  FROM products p WHERE p.id = search_titles.product_id
    AND p.category_id IN (SELECT id FROM categories WHERE id = NEW.id OR parent_id = NEW.id);
  INSERT INTO search_terms (term)
  SELECT search_words(concat_ws(' ', NEW.name->>'en', NEW.name->>'ru', NEW.name->>'ar')) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
