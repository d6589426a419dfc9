import { useId } from "react";
import { Form, Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { postPath } from "~domain/blog-links";
import type { BlogSidebarData } from "~server/content/blog";
import { NewsletterForm } from "../layout/newsletter-form";
import { TitledCard } from "../ui/titled-card";
import { PostDate } from "./post-card";

/** Where the sidebar's search, category and tag links lead: a blog listing with that query. */
function blogListPath(base: string, query: Record<string, string>): string {
  return `${base}?${new URLSearchParams(query)}`;
}

/** A tag, as the operator wrote it (decision 056), leading to the posts that carry it. */
export function TagLink({ tag, listPath }: { tag: string; listPath: string }) {
  return (
    <Link
      to={blogListPath(listPath, { tag })}
      className="block rounded-full bg-gray-100 px-3 py-1 text-sm hover:bg-brand-100"
    >
      {tag}
    </Link>
  );
}

/**
 * The blog's sidebar: search over the posts, about the blog, categories, the latest posts and comments (3 each),
 * the newsletter and the tags. Its links lead to `listPath`, the listing it sits beside (or the classic one).
 */
export function BlogSidebar({ data, listPath, q }: { data: BlogSidebarData; listPath: string; q?: string }) {
  const { t } = useTranslation();
  const searchId = useId();
  return (
    <aside className="space-y-6" aria-label={t("blog.sidebar.label")}>
      <div className="card p-5">
        <Form method="get" action={listPath} role="search" className="flex">
          <label htmlFor={searchId} className="sr-only">
            {t("blog.sidebar.searchLabel")}
          </label>
          <input
            id={searchId}
            type="search"
            name="q"
            maxLength={100}
            defaultValue={q}
            key={q}
            placeholder={t("blog.sidebar.searchLabel")}
            className="min-w-0 flex-1 rounded-s-md border border-gray-300 px-3 py-2"
          />
          <button type="submit" className="btn btn-primary rounded-s-none" aria-label={t("blog.sidebar.search")}>
            <Icon name="search" className="size-4" />
          </button>
        </Form>
      </div>
      <TitledCard title={t("blog.sidebar.about")}>
        <p className="text-sm leading-relaxed text-gray-700">{t("blog.sidebar.aboutText")}</p>
      </TitledCard>
      <TitledCard title={t("blog.sidebar.categories")}>
        <ul className="space-y-1">
          {data.categories.map((category) => (
            <li key={category.slug}>
              <Link
                to={blogListPath(listPath, { category: category.slug })}
                className="flex justify-between gap-2 py-1 hover:text-brand-700"
              >
                <span>{t(`blog.categoryNames.${category.slug}`)}</span>
                <span className="text-gray-500">{category.posts}</span>
              </Link>
            </li>
          ))}
        </ul>
      </TitledCard>
      <TitledCard title={t("blog.sidebar.latestPosts")}>
        <ul className="space-y-4">
          {data.posts.map((post) => (
            <li key={post.slug} className="flex gap-3">
              {post.image ? (
                <img
                  src={post.image}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 shrink-0 rounded object-cover"
                />
              ) : null}
              <div>
                <Link to={postPath(post.slug)} className="font-semibold leading-snug hover:text-brand-700">
                  {post.title}
                </Link>
                <p className="text-xs text-gray-500">
                  <PostDate iso={post.publishedAt} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      </TitledCard>
      <TitledCard title={t("blog.sidebar.newsletter")}>
        <p className="text-sm text-gray-700">{t("blog.sidebar.newsletterText")}</p>
        <NewsletterForm tone="light" />
      </TitledCard>
      <TitledCard title={t("blog.sidebar.latestComments")}>
        {data.comments.length === 0 ? (
          <p className="text-sm text-gray-600">{t("blog.sidebar.noComments")}</p>
        ) : (
          <ul className="space-y-4">
            {data.comments.map((comment) => (
              <li key={comment.id} className="text-sm">
                <Link to={postPath(comment.postSlug)} className="font-semibold text-brand-700 hover:underline">
                  {comment.postTitle}
                </Link>
                <p className="line-clamp-2 break-words text-gray-700" dir="auto">
                  <span className="font-semibold">{comment.name}</span>: {comment.text}
                </p>
              </li>
            ))}
          </ul>
        )}
      </TitledCard>
      <TitledCard title={t("blog.tags")}>
        <ul className="flex flex-wrap gap-2">
          {data.tags.map((tag) => (
            <li key={tag.slug}>
              <TagLink tag={tag.slug} listPath={listPath} />
            </li>
          ))}
        </ul>
      </TitledCard>
    </aside>
  );
}
