CREATE TABLE "home_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"headline" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"button_label" jsonb NOT NULL,
	"link" text NOT NULL,
	"image_key" text,
	"position" integer NOT NULL,
	"shows_from" timestamp with time zone,
	"shows_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "home_slides_position_idx" ON "home_slides" USING btree ("position","id");--> statement-breakpoint
-- The home pages read their slides and settings as reference data (each process keeps them, decision 021) and the
-- kept pages that show them carry `table:home_slides` / `table:home_settings` (decision 038): a change drops both.
CREATE TRIGGER home_slides_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_slides
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER home_slides_pages_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_slides
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_of_table_change();
--> statement-breakpoint
CREATE TRIGGER home_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER home_settings_pages_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_of_table_change();
--> statement-breakpoint
-- A site page's change drops that page alone: `s/<slug>` (server/page-cache/notices.ts); emptying the table, all.
CREATE FUNCTION notify_pages_of_site_page() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('page_data_changed', 's/' || OLD.slug);
  ELSIF TG_OP = 'UPDATE' AND OLD.slug <> NEW.slug THEN
    PERFORM pg_notify('page_data_changed', 's/' || OLD.slug || ' s/' || NEW.slug);
  ELSE
    PERFORM pg_notify('page_data_changed', 's/' || NEW.slug);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER site_pages_pages_change AFTER INSERT OR UPDATE OR DELETE ON site_pages
  FOR EACH ROW EXECUTE FUNCTION notify_pages_of_site_page();
--> statement-breakpoint
CREATE TRIGGER site_pages_truncated AFTER TRUNCATE ON site_pages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_all();
