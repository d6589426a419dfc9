import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { FormResult } from "~/lib/form-errors";
import { useFormOutcome } from "~/lib/use-form-outcome";
import type { PostComment } from "~server/content/comments";
import { FormAlert } from "../ui/form-alert";
import { FormSuccess } from "../ui/form-success";
import { NameEmailFields } from "../ui/name-email-fields";
import { TextAreaField } from "../ui/text-area-field";
import { PostDate } from "./post-card";

export type CommentResult = FormResult<{ name: string; email: string; text: string }>;

/** A post's comments, oldest first, each as plain text, and the "Write A Comment" form under them. */
export function PostComments({ comments, result }: { comments: PostComment[]; result: CommentResult | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const navigation = useNavigation();
  const failed = result && !result.ok ? result : undefined;
  const errors = failed?.errors ?? {};
  const formRef = useFormOutcome(result, { onSuccess: (form) => form.reset() });
  return (
    <>
      <section aria-labelledby={`${id}-comments`} className="card mt-6 p-6 md:p-10">
        <h2 id={`${id}-comments`} className="mb-4 text-xl font-bold">
          {t("blog.comments", { count: comments.length })}
        </h2>
        {comments.length === 0 ? (
          <p className="text-gray-600">{t("blog.noComments")}</p>
        ) : (
          <ol className="space-y-5">
            {comments.map((comment) => (
              <li key={comment.id} className="border-b border-gray-100 pb-4 last:border-0">
                <p className="font-semibold" dir="auto">
                  {comment.name}
                </p>
                <p className="mb-2 text-sm text-gray-500">
                  <PostDate iso={comment.createdAt} />
                </p>
                <p className="whitespace-pre-line break-words text-gray-800" dir="auto">
                  {comment.text}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby={`${id}-write`} className="card mt-6 p-6 md:p-10">
        <h2 id={`${id}-write`} className="mb-4 text-xl font-bold">
          {t("blog.writeComment")}
        </h2>
        <Form method="post" noValidate preventScrollReset ref={formRef} className="space-y-4">
          <NameEmailFields values={failed?.values} errors={errors} emailHint={t("blog.emailNotShown")} />
          <TextAreaField
            name="text"
            required
            maxLength={3000}
            label={t("blog.commentText")}
            defaultValue={failed?.values.text}
            error={errors.text}
          />
          <FormAlert id={`${id}-alert`} message={failed?.formError} />
          <FormSuccess message={result?.ok ? "blog.commentAdded" : undefined} />
          <button type="submit" className="btn btn-primary" disabled={navigation.state === "submitting"}>
            {t("blog.postComment")}
          </button>
        </Form>
      </section>
    </>
  );
}
