/** A post is a draft (never shown to readers) or published (shown from its publish date-time on). */
export const BLOG_POST_STATUSES = ["draft", "published"] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** How a post looks in the back office's list: a published post whose date is still to come is scheduled. */
export type BlogPostState = "draft" | "scheduled" | "published";

/** A reader's comment waits for the operator (pending), is shown (approved) or kept off the page (hidden). */
export const BLOG_COMMENT_STATUSES = ["pending", "approved", "hidden"] as const;
export type BlogCommentStatus = (typeof BLOG_COMMENT_STATUSES)[number];

/** A post has at most this many tags, each at most TAG_MAX_LENGTH characters. */
export const TAGS_PER_POST = 10;
export const TAG_MAX_LENGTH = 40;

/**
 * The tags an operator typed, separated by commas: each trimmed with its inner spaces made single, empty ones
 * dropped, and a tag typed twice (whatever its capitals) kept once, as first typed.
 */
export function tagsOf(typed: string): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const part of typed.split(",")) {
    const tag = part.replace(/\s+/g, " ").trim();
    const key = tag.toLocaleLowerCase("en");
    if (tag === "" || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/**
 * The blog's categories, in the order the sidebar and the editor list them; their names come from the translations
 * (blog.categoryNames). A fixed list (decision 056).
 */
export const BLOG_CATEGORIES = ["latest-news", "buying-guides", "reviews", "workshop"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
