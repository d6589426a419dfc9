import { useTranslation } from "react-i18next";
import { PostCard } from "~/components/blog/post-card";
import { PageHeader } from "~/components/ui/page-header";
import { Pagination } from "~/components/ui/pagination";
import { parsePage } from "~/lib/listing-query";
import { latestPosts } from "~server/content/blog";
import type { Route } from "./+types/list";

const POSTS_PER_PAGE = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = parsePage(url.searchParams);
  const layout = url.pathname.endsWith("grid") ? "grid" : url.pathname.endsWith("list") ? "list" : "classic";
  const result = await latestPosts(context.db, context.media, context.prefs.locale, page, POSTS_PER_PAGE);
  return { ...result, page, layout, sidebar: url.pathname.endsWith("left-sidebar") ? "start" : "end" };
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { posts, total, page, layout } = loaderData;
  const columns = layout === "grid" ? "sm:grid-cols-2 lg:grid-cols-3" : layout === "list" ? "" : "md:grid-cols-2";
  return (
    <div className="container-store py-6">
      <PageHeader title={t("blog.title")} />
      {posts.length === 0 ? (
        <p className="card p-10 text-center text-gray-600">{t("blog.empty")}</p>
      ) : (
        <ul className={`grid gap-6 ${columns}`}>
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8">
        <Pagination page={page} totalPages={Math.ceil(total / POSTS_PER_PAGE)} />
      </div>
    </div>
  );
}
