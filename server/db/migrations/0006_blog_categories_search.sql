-- Blog categories and tags become slugs ("Buying guides" -> "buying-guides"); their names now come from the
-- translations, so a reader sees them in their own language.
UPDATE "blog_posts" SET
	"category" = lower(replace("category", ' ', '-')),
	"tags" = ARRAY(SELECT lower(replace(tag, ' ', '-')) FROM unnest("tags") AS tag);--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category","published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_tags_idx" ON "blog_posts" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "blog_posts_text_en_idx" ON "blog_posts" USING gin ((("title" ->> 'en') || ' ' || ("excerpt" ->> 'en') || ' ' || ("body" ->> 'en')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_posts_text_ru_idx" ON "blog_posts" USING gin ((("title" ->> 'ru') || ' ' || ("excerpt" ->> 'ru') || ' ' || ("body" ->> 'ru')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_posts_text_ar_idx" ON "blog_posts" USING gin ((("title" ->> 'ar') || ' ' || ("excerpt" ->> 'ar') || ' ' || ("body" ->> 'ar')) gin_trgm_ops);
