import { Link } from "react-router";
import { BlogSidebar } from "~/components/blog/blog-sidebar";
import { PostCard } from "~/components/blog/post-card";
import { PageHeader } from "~/components/ui/page-header";
import { Pagination } from "~/components/ui/pagination";
import { useTranslation } from "~/i18n/translation";
import { blogSidebar, findPosts, parsePostQuery } from "~server/content/blog";
import type { Route } from "./+types/list";

const POSTS_PER_PAGE = 6;

const LAYOUTS = {
  "category-classic": { cards: "md:grid-cols-2", list: false, sidebar: "end" },
  "category-grid": { cards: "sm:grid-cols-2 xl:grid-cols-3", list: false, sidebar: "end" },
  "category-list": { cards: "", list: true, sidebar: "end" },
  "category-left-sidebar": { cards: "md:grid-cols-2", list: false, sidebar: "start" },
} as const;

function layoutOf(pathname: string): keyof typeof LAYOUTS {
  const name = pathname.split("/").pop();
  return name && name in LAYOUTS ? (name as keyof typeof LAYOUTS) : "category-classic";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parsePostQuery(url.searchParams);
  const { db, media, prefs } = context;
  const [result, sidebar] = await Promise.all([
    findPosts(db, media, prefs.locale, query, POSTS_PER_PAGE, context.now),
    blogSidebar(db, media, prefs.locale, context.now),
  ]);
  return { ...result, query, sidebar, layout: layoutOf(url.pathname), path: url.pathname };
}

/** The four blog listings: the same posts as two columns, a grid or a list, beside the sidebar. */
export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { posts, total, query, layout, path } = loaderData;
  const shape = LAYOUTS[layout];
  const filter = query.q
    ? t("blog.filter.search", { q: query.q })
    : query.category
      ? t("blog.filter.category", { name: t(`blog.categoryNames.${query.category}`) })
      : query.tag
        ? t("blog.filter.tag", { name: query.tag })
        : null;
  return (
    <div className="container-store py-6">
      <PageHeader title={t("blog.title")} description={t("blog.description")} />
      <div className={`flex flex-col gap-8 lg:flex-row ${shape.sidebar === "start" ? "lg:flex-row-reverse" : ""}`}>
        <div className="min-w-0 flex-1">
          {filter ? (
            <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-semibold" aria-live="polite">
                {filter} <span className="font-normal text-gray-600">({t("blog.filter.count", { count: total })})</span>
              </h2>
              <Link to={path} className="text-brand-700 underline">
                {t("blog.filter.showAll")}
              </Link>
            </div>
          ) : (
            <h2 className="sr-only">{t("blog.filter.all")}</h2>
          )}
          {posts.length === 0 ? (
            <p className="card p-10 text-center text-gray-600">{t(filter ? "blog.filter.none" : "blog.empty")}</p>
          ) : (
            <ul className={`grid gap-6 ${shape.cards}`}>
              {posts.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} wide={shape.list} />
                </li>
              ))}
            </ul>
          )}
          <div className="mt-8">
            <Pagination page={query.page} totalPages={Math.ceil(total / POSTS_PER_PAGE)} />
          </div>
        </div>
        <div className="lg:w-80 lg:shrink-0">
          <BlogSidebar data={loaderData.sidebar} listPath={path} q={query.q} />
        </div>
      </div>
    </div>
  );
}
