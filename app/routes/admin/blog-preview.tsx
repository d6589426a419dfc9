import { data, Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { PostArticle } from "~/components/blog/post-article";
import { useTranslation } from "~/i18n/translation";
import { postIdParam } from "~/lib/blog-post-action.server";
import { requireOperator } from "~server/accounts/sessions";
import { previewPost } from "~server/content/blog-admin";
import type { Route } from "./+types/blog-preview";

// A post as readers will see it, drafts and scheduled posts included: only the operator sees this (decision 056).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const postId = postIdParam(params.postId) ?? 0;
  const preview = await previewPost(context.db, context.media, context.prefs.locale, postId, context.now);
  if (!preview) throw data(null, { status: 404 });
  return preview;
}

export default function AdminBlogPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { post, state } = loaderData;
  return (
    <AdminLayout title={post.title}>
      <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
        {t("blogAdmin.previewOf", { state: t(`blogAdmin.state.${state}`) })}{" "}
        <Link to={`/admin/blog/${post.id}`} className="font-semibold text-brand-700 hover:underline">
          {t("blogAdmin.backToEditor")}
        </Link>
      </p>
      <p className="text-lg text-gray-700" lang={post.lang}>
        {post.excerpt}
      </p>
      <PostArticle post={post} listPath={null} />
    </AdminLayout>
  );
}
