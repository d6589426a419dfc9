-- The catalogue's shelves (home page, sidebars), the facet counts of a category without filters and the latest blog posts
-- are read on most pages too: each app process keeps them as it keeps reference data (migration 0008) and drops them when
-- one of the tables they come from changes. A product's insert, update or delete changes catalog_facet_counts through
-- its own triggers, which notify for it too.
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER catalog_facet_counts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalog_facet_counts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER blog_posts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();
