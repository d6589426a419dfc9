import { useId } from "react";
import { useTranslation } from "~/i18n/translation";
import type { FormResult } from "~domain/form";
import type { PostComment } from "~server/content/comments";
import { TextAreaField } from "../ui/text-area-field";
import { VisitorForm } from "../ui/visitor-form";
import { PostDate } from "./post-card";

/** A post's comments, oldest first, each as plain text, and the "Write A Comment" form under them. */
export function PostComments({ comments, result }: { comments: PostComment[]; result: FormResult | undefined }) {
  const { t } = useTranslation();
  const id = useId();
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
      <VisitorForm
        title={t("blog.writeComment")}
        result={result}
        sentMessage="blog.commentAdded"
        submitLabel={t("blog.postComment")}
        emailHint={t("blog.emailNotShown")}
        className="mt-6 md:p-10"
      >
        {({ errors, values }) => (
          <TextAreaField
            name="text"
            required
            maxLength={3000}
            label={t("blog.commentText")}
            defaultValue={values?.text}
            error={errors.text}
          />
        )}
      </VisitorForm>
    </>
  );
}
