import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PostSummary } from "~server/content/blog";

export function postPath(slug: string): string {
  return `/blog/posts/${encodeURIComponent(slug)}`;
}

export function PostDate({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={iso}>
      {new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso))}
    </time>
  );
}

export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className="card relative flex h-full flex-col overflow-hidden">
      {post.image ? (
        <img
          src={post.image}
          alt=""
          width={400}
          height={400}
          loading="lazy"
          className="aspect-[16/10] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase text-brand-700">{post.category}</p>
        <h3 className="text-lg font-bold leading-snug">
          <Link to={postPath(post.slug)} className="after:absolute after:inset-0 hover:text-brand-700">
            {post.title}
          </Link>
        </h3>
        <p className="text-sm text-gray-500">
          <PostDate iso={post.publishedAt} />
        </p>
        <p className="line-clamp-3 text-sm text-gray-700">{post.excerpt}</p>
      </div>
    </article>
  );
}
