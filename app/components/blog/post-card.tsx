import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { postPath } from "~domain/blog-links";
import { writtenDate } from "~domain/written-dates";
import type { PostSummary } from "~server/content/blog";

export function PostDate({ iso }: { iso: string }) {
  const { t } = useTranslation();
  return <time dateTime={iso}>{writtenDate(t, iso)}</time>;
}

/** A post in a listing: its picture above the text, or beside it (`wide`, the list layout) from medium screens. */
export function PostCard({ post, wide = false }: { post: PostSummary; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <article className={`card relative flex h-full flex-col overflow-hidden ${wide ? "md:flex-row" : ""}`}>
      {post.image ? (
        <img
          src={post.image}
          alt=""
          width={400}
          height={400}
          loading="lazy"
          className={`aspect-[16/10] w-full object-cover ${wide ? "md:w-72 md:shrink-0" : ""}`}
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase text-brand-700">{t(`blog.categoryNames.${post.category}`)}</p>
        <h3 className="text-lg font-bold leading-snug" lang={post.lang}>
          <Link to={postPath(post.slug)} className="stretched-link">
            {post.title}
          </Link>
        </h3>
        <p className="text-sm text-gray-500">
          <PostDate iso={post.publishedAt} />
        </p>
        <p className="line-clamp-3 text-sm text-gray-700" lang={post.lang}>
          {post.excerpt}
        </p>
      </div>
    </article>
  );
}
