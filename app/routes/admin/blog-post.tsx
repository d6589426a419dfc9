import { data, Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { BlogPostForm, type PostFormSaved } from "~/components/admin/blog-post-form";
import { ConfirmAgain } from "~/components/ui/confirm-again";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { FormSuccess } from "~/components/ui/form-success";
import { useTranslation } from "~/i18n/translation";
import { blogPostAction, postIdParam } from "~/lib/blog-post-action.server";
import { postPath } from "~domain/blog-links";
import { renditionKey } from "~domain/renditions";
import { requireOperator } from "~server/accounts/sessions";
import { adminPost, postState } from "~server/content/blog-admin";
import { systemClock } from "~server/http/rate-limit";
import type { Route } from "./+types/blog-post";

/** A `datetime-local` value of an instant, in UTC (the form says so). */
const dateTimeValue = (date: Date) => date.toISOString().slice(0, 16);

// The post editor, for a new post (/admin/blog/new) and a stored one (/admin/blog/:postId), decision 056.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const operator = await requireOperator(context.db, request);
  const postId = postIdParam(params.postId);
  const now = (context.now ?? systemClock)();
  const saved = new URL(request.url).searchParams.has("saved");
  if (postId === null) {
    const empty = { en: "", ru: "", ar: "" };
    const fresh: PostFormSaved = {
      title: empty,
      excerpt: empty,
      body: empty,
      slug: "",
      category: "latest-news",
      tags: [],
      author: operator.displayName,
      status: "draft",
      publishedAt: dateTimeValue(now),
      cover: null,
    };
    return { post: null, saved: fresh, justSaved: false };
  }
  const row = await adminPost(context.db, postId);
  if (!row) throw data(null, { status: 404 });
  const stored: PostFormSaved = {
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    slug: row.slug,
    category: row.category,
    tags: row.tags,
    author: row.author,
    status: row.status,
    publishedAt: dateTimeValue(row.publishedAt),
    cover: row.imageKey ? context.media.url(renditionKey(row.imageKey, "card")) : null,
  };
  return {
    post: {
      id: row.id,
      slug: row.slug,
      title: row.title.en,
      state: postState(row.status, row.publishedAt, now),
      pendingComments: row.pendingComments,
    },
    saved: stored,
    justSaved: saved,
  };
}

export const action = ({ request, params, context }: Route.ActionArgs) =>
  blogPostAction(request, context, postIdParam(params.postId));

export default function AdminBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { post, saved, justSaved } = loaderData;
  return (
    <AdminLayout title={post ? t("blogAdmin.editTitle", { title: post.title }) : t("blogAdmin.newPost")}>
      {actionData?.confirmDelete ? (
        <ConfirmAgain
          fields={actionData.confirmDelete}
          title={t("blogAdmin.deleteTitle")}
          description={t("blogAdmin.deleteText")}
          confirmLabel={t("blogAdmin.delete")}
          backTo={post ? `/admin/blog/${post.id}` : "/admin/blog"}
        />
      ) : null}
      <FormSuccess message={justSaved && !actionData ? "blogAdmin.saved" : undefined} />
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to="/admin/blog" className="text-brand-700 hover:underline">
          {t("blogAdmin.backToList")}
        </Link>
        {post ? (
          <>
            <span>{t(`blogAdmin.state.${post.state}`)}</span>
            {post.state === "published" ? (
              <Link to={postPath(post.slug)} className="text-brand-700 hover:underline">
                {t("blogAdmin.viewOnSite")}
              </Link>
            ) : (
              <Link to={`/admin/blog/${post.id}/preview`} className="text-brand-700 hover:underline">
                {t("blogAdmin.openPreview")}
              </Link>
            )}
            {post.pendingComments > 0 ? (
              <Link to="/admin/blog/comments" className="text-brand-700 hover:underline">
                {t("blogAdmin.pendingComments", { count: post.pendingComments })}
              </Link>
            ) : null}
          </>
        ) : null}
      </p>
      <BlogPostForm saved={saved} outcome={actionData?.confirmDelete ? undefined : actionData} />
      {post ? (
        <ConfirmForm
          fields={{ intent: "delete" }}
          label={t("blogAdmin.delete")}
          buttonClassName="btn btn-outline text-red-700"
          title={t("blogAdmin.deleteTitle")}
          description={t("blogAdmin.deleteText")}
          confirmLabel={t("blogAdmin.delete")}
        />
      ) : null}
    </AdminLayout>
  );
}
