-- Availability follows the stock (issue 21): a product for sale ("in-stock" or "sold-out") is "sold-out" while its
-- stock is 0 and "in-stock" while it has some; "out-of-order" is the seller's choice and stays whatever the stock.
-- Every write goes through this, so an order taking the last unit, a cancelled part giving units back and a
-- seller's edit all leave the catalogue's facets, shelves and search right (their triggers run after this one).
CREATE FUNCTION products_availability_from_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.availability <> 'out-of-order' THEN
    NEW.availability := CASE WHEN NEW.stock > 0 THEN 'in-stock'::availability ELSE 'sold-out'::availability END;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_availability_from_stock BEFORE INSERT OR UPDATE OF stock, availability ON products
  FOR EACH ROW EXECUTE FUNCTION products_availability_from_stock();
--> statement-breakpoint
-- Products listed before stock existed: sold out ones have none, the others a few to a few dozen units.
UPDATE products SET stock = CASE
  WHEN availability = 'sold-out' THEN 0
  WHEN abs(hashtext(slug)) % 100 < 8 THEN 1 + abs(hashtext(slug)) % 3
  ELSE 4 + abs(hashtext(slug)) % 57
END;
