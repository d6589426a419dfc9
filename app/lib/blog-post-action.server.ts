import { data, redirect } from "react-router";
import type { PostFormOutcome } from "~/components/admin/blog-post-form";
import { fieldsToConfirm } from "~domain/confirmed-field";
import { formValues, parseForm } from "~domain/form";
import { LOCALES } from "~domain/locales";
import { localizedOf } from "~domain/localized-input";
import { z } from "~domain/zod";
import { requireOperator } from "~server/accounts/sessions";
import type { AppContext } from "~server/app-context";
import { deletePost, postSchema, savePost } from "~server/content/blog-admin";
import { POST_FORM_LIMITS, prepareCover } from "~server/content/blog-cover";
import { renderMarkdown } from "~server/content/markdown";
import { readFormData } from "~server/http/form-data";
import { FormTooLargeError } from "~server/http/form-limits";

/** A refusal or a preview, answered to the editor with what was typed. */
type Answer = PostFormOutcome & { confirmDelete?: Record<string, string> };

/** The body as typed, per language given (an empty one previews the English, as readers would read it). */
function previewOf(form: FormData): PostFormOutcome["preview"] {
  const body = Object.fromEntries(
    LOCALES.map((locale) => {
      const text = form.get(`body.${locale}`);
      return [locale, typeof text === "string" ? text.slice(0, 20_000) : ""] as const;
    }),
  ) as Record<(typeof LOCALES)[number], string>;
  return LOCALES.filter((locale) => locale === "en" || body[locale].trim() !== "").map((locale) => ({
    locale,
    html: renderMarkdown(localizedOf(body, locale)),
  }));
}

/**
 * The editor's action, for a new post (`postId` null) and a stored one: save, preview or delete (asked once more
 * without the scripts). Saving redirects to the post's editor, which says it was saved.
 */
export async function blogPostAction(request: Request, context: AppContext, postId: number | null) {
  const operator = await requireOperator(context.db, request);
  let form: FormData;
  try {
    form = await readFormData(request, POST_FORM_LIMITS);
  } catch (error) {
    if (!(error instanceof FormTooLargeError)) throw error;
    return data<Answer>(
      { ok: false, errors: { cover: "images.errors.tooLarge" }, values: formValues(error.partial) },
      413,
    );
  }
  const intent = form.get("intent");
  if (intent === "delete" && postId !== null) {
    const confirm = fieldsToConfirm(form, { intent: "delete" });
    if (confirm) return data<Answer>({ ok: false, errors: {}, values: {}, confirmDelete: confirm });
    if (!(await deletePost(context.db, context.media, operator, postId))) throw data(null, { status: 404 });
    return redirect("/admin/blog?deleted=1", 303);
  }
  if (intent === "preview") {
    return data<Answer>({ ok: false, errors: {}, values: formValues(form), preview: previewOf(form) });
  }
  const parsed = parseForm(postSchema, form);
  const cover = await prepareCover(form.get("cover"));
  if (!parsed.ok || !cover.ok) {
    const errors = parsed.ok ? {} : parsed.errors;
    if (!cover.ok) errors.cover = cover.error;
    return data<Answer>({ ok: false, errors, values: parsed.values }, 400);
  }
  const saved = await savePost(context.db, context.media, operator, postId, parsed.data, cover.renditions, context.now);
  if (!saved.ok) return data<Answer>({ ok: false, errors: saved.errors, values: parsed.values }, 400);
  return redirect(`/admin/blog/${saved.id}?saved=1`, 303);
}

const postIdField = z.coerce.number().int().positive().max(2_147_483_647);

/** The post an editor's address names, or 404 for anything else. */
export function postIdParam(param: string | undefined): number | null {
  if (param === undefined) return null;
  const id = postIdField.safeParse(param);
  if (!id.success) throw data(null, { status: 404 });
  return id.data;
}
