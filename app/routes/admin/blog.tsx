import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { PostDate } from "~/components/blog/post-card";
import { FormSuccess } from "~/components/ui/form-success";
import { PagedTable } from "~/components/ui/paged-table";
import { TableHead } from "~/components/ui/table-head";
import { useTranslation } from "~/i18n/translation";
import { parsePage } from "~domain/page-query";
import { requireOperator } from "~server/accounts/sessions";
import { ADMIN_POSTS_PAGE_SIZE, adminPostPage } from "~server/content/blog-admin";
import type { Route } from "./+types/blog";

const STATE_STYLE = {
  draft: "bg-gray-100 text-gray-800",
  scheduled: "bg-amber-100 text-amber-900",
  published: "bg-green-100 text-green-900",
} as const;

// The blog's posts, drafts and scheduled ones included: each opens in the editor (decision 056).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const search = new URL(request.url).searchParams;
  const page = parsePage(search);
  const { posts, total } = await adminPostPage(context.db, page, context.now);
  return {
    posts,
    page,
    deleted: search.has("deleted"),
    totalPages: Math.max(1, Math.ceil(total / ADMIN_POSTS_PAGE_SIZE)),
  };
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { posts, page, totalPages, deleted } = loaderData;
  return (
    <AdminLayout title={t("blogAdmin.title")}>
      <FormSuccess message={deleted ? "blogAdmin.deleted" : undefined} />
      <div className="flex flex-wrap gap-3">
        <Link to="/admin/blog/new" className="btn btn-primary">
          {t("blogAdmin.newPost")}
        </Link>
        <Link to="/admin/blog/comments" className="btn btn-outline">
          {t("blogAdmin.comments.title")}
        </Link>
      </div>
      <PagedTable empty={posts.length === 0} emptyMessage={t("blog.empty")} page={page} totalPages={totalPages}>
        <table className="w-full text-sm">
          <caption className="sr-only">{t("blogAdmin.title")}</caption>
          <TableHead
            columns={[
              { label: t("blogAdmin.fields.title") },
              { label: t("blogAdmin.fields.status") },
              { label: t("blogAdmin.fields.publishedAt"), wideOnly: true },
              { label: t("blogAdmin.fields.author"), wideOnly: true },
            ]}
          />
          <tbody>
            {posts.map((post) => (
              <tr key={post.id} className="border-b border-gray-100 last:border-0">
                <td className="py-2 pe-3">
                  <Link
                    to={`/admin/blog/${post.id}`}
                    className="font-semibold text-brand-700 hover:underline"
                    lang="en"
                  >
                    {post.title}
                  </Link>
                </td>
                <td className="py-2 pe-3">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[post.state]}`}>
                    {t(`blogAdmin.state.${post.state}`)}
                  </span>
                </td>
                <td className="wide-only py-2 pe-3">
                  <PostDate iso={post.publishedAt} />
                </td>
                <td className="wide-only py-2">{post.author}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </PagedTable>
    </AdminLayout>
  );
}
