ALTER TABLE "order_lines" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Lines placed before (decision 068): the name as bought, under its product's language, and the product's translated
-- names of today; a line whose product is gone keeps only its name.
UPDATE "order_lines" AS l SET "names" = jsonb_strip_nulls(jsonb_build_object(
  'en', CASE WHEN p."locale" = 'en' THEN l."name" ELSE nullif(p."translations" -> 'en' ->> 'name', '') END,
  'ru', CASE WHEN p."locale" = 'ru' THEN l."name" ELSE nullif(p."translations" -> 'ru' ->> 'name', '') END,
  'ar', CASE WHEN p."locale" = 'ar' THEN l."name" ELSE nullif(p."translations" -> 'ar' ->> 'name', '') END
))
FROM "products" AS p
WHERE p."id" = l."product_id";
