-- Search (docs/decisions/006-search.md): a weighted full-text document per product, and the vocabulary that
-- misspelt words are matched against by trigram similarity. Both are kept by the triggers below.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- A narrow copy of what the suggestions read, so that the rows a keystroke's query visits stay in memory at
-- any catalogue size (a products row with its description is ten times wider).
CREATE TABLE "search_titles" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"rating_count" integer NOT NULL,
	"title" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_titles" ADD CONSTRAINT "search_titles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;
--> statement-breakpoint
-- The brand's name, and the category's and its parent's names in every language.
CREATE FUNCTION product_brand_text(p_brand integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT name FROM brands WHERE id = p_brand), '')
$$;
--> statement-breakpoint
CREATE FUNCTION product_category_text(p_category integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(concat_ws(' ', c.name->>'en', c.name->>'ru', c.name->>'ar'), ' '), '')
  FROM categories c
  WHERE c.id = p_category OR c.id = (SELECT parent_id FROM categories WHERE id = p_category)
$$;
--> statement-breakpoint
-- Name (A), brand (B), category and parent in every language (C): what the suggestions match.
CREATE FUNCTION product_title_vector(p_name text, p_brand integer, p_category integer) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english', p_name), 'A')
    || setweight(to_tsvector('english', product_brand_text(p_brand)), 'B')
    || setweight(to_tsvector('english', product_category_text(p_category)), 'C')
$$;
--> statement-breakpoint
-- The same and the description (D): what the results page and the catalogue's search match.
CREATE FUNCTION product_search_vector(p_name text, p_description text, p_brand integer, p_category integer)
RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT product_title_vector(p_name, p_brand, p_category) || setweight(to_tsvector('english', p_description), 'D')
$$;
--> statement-breakpoint
-- The words of a text that a misspelling may be corrected to: lower case, at least 3 characters, letters only
-- (model numbers and sizes are not corrected, and no word can carry a tsquery operator).
CREATE FUNCTION search_words(p_text text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT word FROM unnest(tsvector_to_array(to_tsvector('simple', p_text))) AS word
  WHERE length(word) >= 3 AND word !~ '[[:punct:][:space:][:digit:]]'
$$;
--> statement-breakpoint
CREATE FUNCTION products_set_search_vector() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := product_search_vector(NEW.name, NEW.description, NEW.brand_id, NEW.category_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_vector BEFORE INSERT OR UPDATE OF name, description, brand_id, category_id
  ON products FOR EACH ROW EXECUTE FUNCTION products_set_search_vector();
--> statement-breakpoint
-- Statement level, so a bulk insert adds its titles and words in one pass.
CREATE FUNCTION search_products_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_titles (product_id, category_id, rating_count, title)
  SELECT i.id, i.category_id, i.rating_count, product_title_vector(i.name, i.brand_id, i.category_id)
  FROM inserted i;
  INSERT INTO search_terms (term)
  SELECT DISTINCT search_words(concat_ws(' ', i.name, product_brand_text(i.brand_id), product_category_text(i.category_id)))
  FROM inserted i
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_products_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION search_products_inserted();
--> statement-breakpoint
CREATE FUNCTION search_product_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_titles
  SET category_id = NEW.category_id, rating_count = NEW.rating_count,
      title = product_title_vector(NEW.name, NEW.brand_id, NEW.category_id)
  WHERE product_id = NEW.id;
  IF (OLD.name, OLD.brand_id, OLD.category_id) IS DISTINCT FROM (NEW.name, NEW.brand_id, NEW.category_id) THEN
    INSERT INTO search_terms (term)
    SELECT search_words(concat_ws(' ', NEW.name, product_brand_text(NEW.brand_id), product_category_text(NEW.category_id)))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Row level, and only when what the suggestions read changes (a review changes the rating count).
CREATE TRIGGER search_product_update AFTER UPDATE OF name, brand_id, category_id, rating_count ON products FOR EACH ROW
  WHEN ((OLD.name, OLD.brand_id, OLD.category_id, OLD.rating_count)
        IS DISTINCT FROM (NEW.name, NEW.brand_id, NEW.category_id, NEW.rating_count))
  EXECUTE FUNCTION search_product_updated();
--> statement-breakpoint
-- A renamed brand or category: its products' documents and titles are rewritten, and its words added.
CREATE FUNCTION search_brand_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_vector = product_search_vector(name, description, brand_id, category_id)
  WHERE brand_id = NEW.id;
  UPDATE search_titles t SET title = product_title_vector(p.name, p.brand_id, p.category_id)
  FROM products p WHERE p.id = t.product_id AND p.brand_id = NEW.id;
  INSERT INTO search_terms (term) SELECT search_words(NEW.name) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_brand_rename AFTER UPDATE OF name ON brands FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_brand_renamed();
--> statement-breakpoint
CREATE FUNCTION search_category_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_vector = product_search_vector(name, description, brand_id, category_id)
  WHERE category_id IN (SELECT id FROM categories WHERE id = NEW.id OR parent_id = NEW.id);
  UPDATE search_titles SET title = product_title_vector(p.name, p.brand_id, p.category_id)
  FROM products p WHERE p.id = search_titles.product_id
    AND p.category_id IN (SELECT id FROM categories WHERE id = NEW.id OR parent_id = NEW.id);
  INSERT INTO search_terms (term)
  SELECT search_words(concat_ws(' ', NEW.name->>'en', NEW.name->>'ru', NEW.name->>'ar')) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_category_rename AFTER UPDATE OF name ON categories FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_category_renamed();
--> statement-breakpoint
-- Products that exist already: their documents, then their words; the indexes are built after, in one pass.
UPDATE products SET search_vector = product_search_vector(name, description, brand_id, category_id);
--> statement-breakpoint
INSERT INTO search_titles (product_id, category_id, rating_count, title)
SELECT id, category_id, rating_count, product_title_vector(name, brand_id, category_id) FROM products;
--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT search_words(concat_ws(' ', name, product_brand_text(brand_id), product_category_text(category_id)))
FROM products
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "search_titles_title_idx" ON "search_titles" USING gin ("title") WITH (fastupdate=false);
--> statement-breakpoint
CREATE INDEX "search_titles_popularity_idx" ON "search_titles" USING btree ("rating_count" DESC NULLS FIRST,"product_id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("rating_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "products" USING btree (lower("name"));
--> statement-breakpoint
-- Statistics for the new column and tables, so the planner can tell a rare word from a common one at once.
ANALYZE products, search_titles, search_terms;
