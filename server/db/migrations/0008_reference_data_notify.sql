-- Categories, brands, attribute values (colours) and currencies are read on most pages and change rarely: each app process keeps them in
-- memory and drops them when this notification says one of the tables changed (server/db/reference-data.ts).
CREATE FUNCTION notify_reference_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('reference_data_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER brands_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER currencies_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON currencies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER attribute_values_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attribute_values
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();
