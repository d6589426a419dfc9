-- A seller's page (and every card that says "Sold by") shows these columns of users, and the seller's completed
-- sales (decision 038): a change to them drops the pages that show `table:users` or `table:order_parts`. A sign-in,
-- a password or a setting changes none of them and drops nothing.
CREATE TRIGGER users_pages_change AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.display_name, OLD.shop_name, OLD.shop_slug, OLD.shop_description, OLD.shop_country, OLD.avatar_key,
         OLD.locked_at IS NULL)
    IS DISTINCT FROM (NEW.display_name, NEW.shop_name, NEW.shop_slug, NEW.shop_description, NEW.shop_country,
         NEW.avatar_key, NEW.locked_at IS NULL))
  EXECUTE FUNCTION notify_pages_of_table_change();
--> statement-breakpoint
CREATE TRIGGER order_parts_pages_change AFTER UPDATE OF status ON order_parts FOR EACH ROW
  WHEN ((OLD.status = 'completed') IS DISTINCT FROM (NEW.status = 'completed'))
  EXECUTE FUNCTION notify_pages_of_table_change();
