import { data, Form, Link, redirect } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { PostDate } from "~/components/blog/post-card";
import { ConfirmAgain } from "~/components/ui/confirm-again";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { EmptyState } from "~/components/ui/empty-state";
import { FormSuccess } from "~/components/ui/form-success";
import { Pagination } from "~/components/ui/pagination";
import { useTranslation } from "~/i18n/translation";
import { BLOG_COMMENT_STATUSES } from "~domain/blog";
import { postPath } from "~domain/blog-links";
import { fieldsToConfirm } from "~domain/confirmed-field";
import { type FormFailure, parseForm } from "~domain/form";
import { parsePage } from "~domain/page-query";
import { requireOperator } from "~server/accounts/sessions";
import {
  COMMENTS_PAGE_SIZE,
  commentDecisionSchema,
  commentFilterSchema,
  commentPage,
  moderateComment,
} from "~server/content/comment-moderation";
import { readForm } from "~server/http/form-data";
import type { Route } from "./+types/blog-comments";

// Readers' comments: new ones wait here until the operator approves them; each decision is audited (decision 056).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const search = new URL(request.url).searchParams;
  const status = commentFilterSchema.parse(search.get("status") ?? undefined);
  const page = parsePage(search);
  const { comments, total } = await commentPage(context.db, status, page);
  return {
    status,
    comments,
    page,
    done: search.get("done"),
    totalPages: Math.max(1, Math.ceil(total / COMMENTS_PAGE_SIZE)),
  };
}

type Refusal = FormFailure & { confirm?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  const form = await readForm(request);
  const parsed = parseForm(commentDecisionSchema, form);
  if (!parsed.ok) return data<Refusal>(parsed, 400);
  // Deleting is asked once more without the dialog (no JavaScript); approving and hiding can be undone.
  if (parsed.data.decision === "delete") {
    const confirm = fieldsToConfirm(form, parsed.values);
    if (confirm) return data<Refusal>({ ok: false, errors: {}, values: parsed.values, confirm });
  }
  if (!(await moderateComment(context.db, operator, parsed.data))) throw data(null, { status: 404 });
  const back = new URL(request.url);
  back.searchParams.set("done", parsed.data.decision);
  return redirect(`${back.pathname}${back.search}`, 303);
}

const DONE = {
  approve: "blogAdmin.comments.approved",
  hide: "blogAdmin.comments.hidden",
  delete: "blogAdmin.comments.deleted",
} as const;

export default function AdminBlogComments({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { status, comments, page, totalPages, done } = loaderData;
  const doneMessage = done === "approve" || done === "hide" || done === "delete" ? DONE[done] : undefined;
  return (
    <AdminLayout title={t("blogAdmin.comments.title")}>
      {actionData?.confirm ? (
        <ConfirmAgain
          fields={actionData.confirm}
          title={t("blogAdmin.comments.deleteTitle")}
          description={t("blogAdmin.comments.deleteText")}
          confirmLabel={t("blogAdmin.comments.delete")}
          backTo={`/admin/blog/comments?status=${status}`}
        />
      ) : null}
      <FormSuccess message={!actionData ? doneMessage : undefined} />
      <p className="text-sm">
        <Link to="/admin/blog" className="text-brand-700 hover:underline">
          {t("blogAdmin.backToList")}
        </Link>
      </p>
      <nav aria-label={t("blogAdmin.comments.filter")} className="flex flex-wrap gap-2">
        {BLOG_COMMENT_STATUSES.map((value) => (
          <Link
            key={value}
            to={`/admin/blog/comments?status=${value}`}
            aria-current={value === status ? "page" : undefined}
            className={`btn ${value === status ? "btn-primary" : "btn-outline"}`}
          >
            {t(`blogAdmin.comments.status.${value}`)}
          </Link>
        ))}
      </nav>
      {comments.length > 0 ? (
        <ul className="space-y-3">
          {comments.map((comment) => (
            <li key={comment.id} className="card space-y-2 p-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="font-semibold">{comment.name}</span>
                <span className="break-all text-gray-600">{comment.email}</span>
                <PostDate iso={comment.createdAt} />
              </div>
              <p className="text-sm">
                <Link to={`/admin/blog/${comment.postId}`} className="text-brand-700 hover:underline" lang="en">
                  {comment.postTitle}
                </Link>
                {" · "}
                <Link to={postPath(comment.postSlug)} className="hover:underline">
                  {t("blogAdmin.viewOnSite")}
                </Link>
              </p>
              <p className="whitespace-pre-line break-words">{comment.text}</p>
              <div className="flex flex-wrap gap-2 border-t border-gray-100 pt-3">
                {comment.status !== "approved" ? (
                  <Form method="post">
                    <input type="hidden" name="commentId" value={comment.id} />
                    <button
                      type="submit"
                      name="decision"
                      value="approve"
                      className="btn btn-primary"
                      aria-label={t("blogAdmin.comments.approveOf", { name: comment.name })}
                    >
                      {t("blogAdmin.comments.approve")}
                    </button>
                  </Form>
                ) : null}
                {comment.status !== "hidden" ? (
                  <Form method="post">
                    <input type="hidden" name="commentId" value={comment.id} />
                    <button
                      type="submit"
                      name="decision"
                      value="hide"
                      className="btn btn-outline"
                      aria-label={t("blogAdmin.comments.hideOf", { name: comment.name })}
                    >
                      {t("blogAdmin.comments.hide")}
                    </button>
                  </Form>
                ) : null}
                <ConfirmForm
                  fields={{ commentId: String(comment.id), decision: "delete" }}
                  label={t("blogAdmin.comments.delete")}
                  accessibleLabel={t("blogAdmin.comments.deleteOf", { name: comment.name })}
                  buttonClassName="btn btn-outline text-red-700"
                  title={t("blogAdmin.comments.deleteTitle")}
                  description={t("blogAdmin.comments.deleteText")}
                  confirmLabel={t("blogAdmin.comments.delete")}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState message={t(`blogAdmin.comments.empty.${status}`)} />
      )}
      <Pagination page={page} totalPages={totalPages} />
    </AdminLayout>
  );
}
