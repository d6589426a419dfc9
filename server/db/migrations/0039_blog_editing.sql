CREATE TYPE "public"."blog_comment_status" AS ENUM('pending', 'approved', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."blog_post_status" AS ENUM('draft', 'published');--> statement-breakpoint
DROP INDEX "blog_posts_text_ru_idx";--> statement-breakpoint
DROP INDEX "blog_posts_text_ar_idx";--> statement-breakpoint
ALTER TABLE "blog_comments" ADD COLUMN "status" "blog_comment_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "status" "blog_post_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "blog_comments_status_idx" ON "blog_comments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "blog_posts_text_ru_idx" ON "blog_posts" USING gin ((coalesce(nullif("title" ->> 'ru', ''), "title" ->> 'en') || ' ' || coalesce(nullif("excerpt" ->> 'ru', ''), "excerpt" ->> 'en') || ' ' || coalesce(nullif("body" ->> 'ru', ''), "body" ->> 'en')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_posts_text_ar_idx" ON "blog_posts" USING gin ((coalesce(nullif("title" ->> 'ar', ''), "title" ->> 'en') || ' ' || coalesce(nullif("excerpt" ->> 'ar', ''), "excerpt" ->> 'en') || ' ' || coalesce(nullif("body" ->> 'ar', ''), "body" ->> 'en')) gin_trgm_ops);--> statement-breakpoint
-- The comments written before moderation were shown at once: they stay shown.
UPDATE "blog_comments" SET "status" = 'approved';--> statement-breakpoint
-- Tags become the operator's words (decision 056): the seeded slugs ("laser-levels") read as words ("laser levels").
UPDATE "blog_posts" SET "tags" = ARRAY(SELECT CASE WHEN tag = 'ppe' THEN 'PPE' ELSE replace(tag, '-', ' ') END FROM unnest("tags") AS tag);
