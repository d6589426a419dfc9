import { useEffect, useId, useState } from "react";
import { Form } from "react-router";
import { AvatarField } from "~/components/account/avatar-field";
import { useTranslation } from "~/i18n/translation";
import { useFormOutcome } from "~/lib/use-form-outcome";
import { BLOG_CATEGORIES, BLOG_POST_STATUSES } from "~domain/blog";
import { type FormValues, textOf } from "~domain/form";
import { directionOf, LOCALE_LABELS, type Locale } from "~domain/locales";
import type { LocalizedInput } from "~domain/localized-input";
import { FieldError, FieldLabel } from "../ui/field-parts";
import { FormAlert } from "../ui/form-alert";
import { MarkdownHtml } from "../ui/markdown-html";
import { TextField } from "../ui/text-field";
import { LocalizedFields } from "./localized-fields";

/** What the editor starts from: a stored post, or a new one's defaults. */
export type PostFormSaved = {
  title: LocalizedInput;
  excerpt: LocalizedInput;
  body: LocalizedInput;
  slug: string;
  category: string;
  tags: string[];
  author: string;
  status: string;
  /** As a `datetime-local` value, in UTC. */
  publishedAt: string;
  cover: string | null;
};

/** The action's answer to the form: refused (messages, what was typed), or a preview of what was typed. */
export type PostFormOutcome = {
  ok: false;
  errors: Record<string, string | undefined>;
  formError?: string;
  values: FormValues;
  preview?: { locale: Locale; html: string }[];
};

/**
 * The post editor (decision 056): texts in three languages (the body as Markdown), cover, category, tags, author,
 * slug, date and state. "Preview" posts the form and the server answers with the body rendered as readers will see
 * it, under the editor, the form as typed: it works before the scripts as after them.
 */
export function BlogPostForm({ saved, outcome }: { saved: PostFormSaved; outcome: PostFormOutcome | undefined }) {
  const { t } = useTranslation();
  const formRef = useFormOutcome(outcome?.preview ? undefined : outcome);
  const id = useId();
  const values = outcome?.values;
  const errors = outcome?.errors ?? {};
  const typed = (name: string, stored: string) => (values ? textOf(values[name]) : stored);
  const status = typed("status", saved.status);
  // Each answer starts the picture's field afresh, as a page without the scripts does: a file is never sent back,
  // and the server's message about the last one shows instead of the check of the file picked before.
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (outcome) setRound((count) => count + 1);
  }, [outcome]);
  return (
    <>
      <Form method="post" encType="multipart/form-data" noValidate ref={formRef} className="card space-y-5 p-5">
        <LocalizedFields
          name="title"
          label={t("blogAdmin.fields.title")}
          saved={saved.title}
          values={values}
          errors={errors}
          maxLength={200}
        />
        <LocalizedFields
          name="excerpt"
          label={t("blogAdmin.fields.excerpt")}
          saved={saved.excerpt}
          values={values}
          errors={errors}
          maxLength={500}
          rows={2}
        />
        <LocalizedFields
          name="body"
          label={t("blogAdmin.fields.body")}
          saved={saved.body}
          values={values}
          errors={errors}
          maxLength={10_000}
          rows={12}
          hint={t("blogAdmin.fields.bodyHint")}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            name="slug"
            label={t("blogAdmin.fields.slug")}
            hint={t("blogAdmin.fields.slugHint")}
            maxLength={100}
            dir="ltr"
            defaultValue={typed("slug", saved.slug)}
            error={errors.slug}
          />
          <TextField
            name="author"
            required
            label={t("blogAdmin.fields.author")}
            maxLength={80}
            defaultValue={typed("author", saved.author)}
            error={errors.author}
          />
          <div>
            <FieldLabel htmlFor={`${id}-category`} required>
              {t("blogAdmin.fields.category")}
            </FieldLabel>
            <select
              id={`${id}-category`}
              name="category"
              className="input"
              defaultValue={typed("category", saved.category)}
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={errors.category ? `${id}-category-error` : undefined}
            >
              {BLOG_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`blog.categoryNames.${category}`)}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-category-error`} error={errors.category} />
          </div>
          <TextField
            name="tags"
            label={t("blogAdmin.fields.tags")}
            hint={t("blogAdmin.fields.tagsHint")}
            maxLength={420}
            defaultValue={typed("tags", saved.tags.join(", "))}
            error={errors.tags}
          />
          <TextField
            name="publishedAt"
            type="datetime-local"
            required
            label={t("blogAdmin.fields.publishedAt")}
            hint={t("blogAdmin.fields.publishedAtHint")}
            defaultValue={typed("publishedAt", saved.publishedAt)}
            error={errors.publishedAt}
          />
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{t("blogAdmin.fields.status")}</legend>
            <div className="flex flex-wrap gap-4">
              {BLOG_POST_STATUSES.map((value) => (
                <label key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="status"
                    value={value}
                    defaultChecked={status === value}
                    className="size-4 accent-brand-600"
                  />
                  {t(`blogAdmin.status.${value}`)}
                </label>
              ))}
            </div>
            <p className="mt-1 text-xs text-gray-600">{t("blogAdmin.fields.statusHint")}</p>
          </fieldset>
        </div>
        <div className="space-y-2">
          {saved.cover ? (
            <img
              src={saved.cover}
              alt={t("blogAdmin.fields.currentCover")}
              width={160}
              height={160}
              className="rounded"
            />
          ) : null}
          <AvatarField key={round} name="cover" label={t("blogAdmin.fields.cover")} error={errors.cover} />
          {saved.cover ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="removeCover" className="size-4 accent-brand-600" />
              {t("blogAdmin.fields.removeCover")}
            </label>
          ) : null}
        </div>
        <FormAlert id={`${id}-alert`} message={outcome?.formError ?? errors.form} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className="btn btn-primary">
            {t("blogAdmin.save")}
          </button>
          <button type="submit" name="intent" value="preview" className="btn btn-outline">
            {t("blogAdmin.preview")}
          </button>
        </div>
      </Form>
      {outcome?.preview ? (
        <section className="card space-y-6 p-5" aria-labelledby={`${id}-preview`}>
          <h2 id={`${id}-preview`} className="text-lg font-bold">
            {t("blogAdmin.previewTitle")}
          </h2>
          <p className="text-sm text-gray-600">{t("blogAdmin.previewHint")}</p>
          {outcome.preview.map(({ locale, html }) => (
            <div key={locale} className="border-t border-gray-100 pt-4">
              <h3 className="mb-3 text-sm font-semibold uppercase text-gray-600">{LOCALE_LABELS[locale]}</h3>
              <div lang={locale} dir={directionOf(locale)}>
                <MarkdownHtml html={html} className="prose-store text-[17px] leading-relaxed text-gray-800" />
              </div>
            </div>
          ))}
        </section>
      ) : null}
    </>
  );
}
