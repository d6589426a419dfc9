import { useTranslation } from "~/i18n/translation";
import { directionOf } from "~domain/locales";
import type { PostView } from "~server/content/blog";
import { MarkdownHtml } from "../ui/markdown-html";
import { TagLink } from "./blog-sidebar";
import { PostDate } from "./post-card";

/**
 * A post's cover, byline, body (Markdown rendered on the server, decision 053) and tags: its page, and the back
 * office's preview of a draft or a scheduled post (whose tags lead nowhere yet, so they are not links there).
 */
export function PostArticle({ post, listPath }: { post: PostView; listPath: string | null }) {
  const { t } = useTranslation();
  return (
    <article className="card overflow-hidden">
      {post.hero ? (
        <img src={post.hero} alt="" width={700} height={700} className="aspect-[16/9] w-full object-cover" />
      ) : null}
      <div className="p-6 md:p-10">
        <p className="mb-6 text-sm text-gray-500">
          {t("blog.byline", { author: post.author, category: t(`blog.categoryNames.${post.category}`) })} ·{" "}
          <PostDate iso={post.publishedAt} />
        </p>
        <div lang={post.bodyLang} dir={directionOf(post.bodyLang)}>
          <MarkdownHtml html={post.bodyHtml} className="prose-store text-[17px] leading-relaxed text-gray-800" />
        </div>
        {post.tags.length > 0 ? (
          <ul className="mt-8 flex flex-wrap gap-2" aria-label={t("blog.tags")}>
            {post.tags.map((tag) => (
              <li key={tag}>
                {listPath ? (
                  <TagLink tag={tag} listPath={listPath} />
                ) : (
                  <span className="block rounded-full bg-gray-100 px-3 py-1 text-sm">{tag}</span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
