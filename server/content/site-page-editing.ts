import { data, redirect } from "react-router";
import { type FormFailure, parseForm } from "~domain/form";
import { LOCALES, type Locale } from "~domain/locales";
import type { DisplayCurrency } from "~domain/money";
import { type SitePageSlug, sitePageInput, sitePageSlug } from "~domain/site-pages";
import { z } from "~domain/zod";
import type { SessionUser } from "../accounts/sessions";
import type { Db } from "../db/handle";
import { renderSitePageBody, saveSitePage, sitePageTexts } from "./site-pages";

// /admin/pages/<slug>: a site page's title and Markdown per language; Preview posts the form and shows each
// language as visitors would read it (placeholders filled), Save stores it.

export function sitePageOfParam(param: string | undefined): SitePageSlug {
  const slug = sitePageSlug.safeParse(param);
  if (!slug.success) throw data(null, { status: 404 });
  return slug.data;
}

export async function sitePageScreen(db: Db, slug: SitePageSlug, url: URL) {
  return { slug, page: await sitePageTexts(db, slug), saved: url.searchParams.get("saved") === "1" };
}

/** What Preview answers: each language's HTML (English where a language was left empty), and the form as typed. */
export type PagePreview = { ok: true; preview: Record<Locale, string>; values: FormFailure["values"] };

const intentSchema = z.object({ intent: z.enum(["preview", "save"]) });

export async function sitePageAction(
  db: Db,
  form: FormData,
  operator: Pick<SessionUser, "id" | "email">,
  slug: SitePageSlug,
  reader: { currency: DisplayCurrency; paypal: boolean },
) {
  const intent = intentSchema.safeParse({ intent: form.get("intent") });
  if (!intent.success) throw data(null, { status: 400 });
  const parsed = parseForm(sitePageInput, form);
  if (!parsed.ok) return data<FormFailure>(parsed, 400);
  if (intent.data.intent === "preview") {
    const preview = {} as Record<Locale, string>;
    for (const locale of LOCALES) {
      preview[locale] = await renderSitePageBody(db, parsed.data.body[locale] || parsed.data.body.en, {
        ...reader,
        locale,
      });
    }
    return data<PagePreview>({ ok: true, preview, values: parsed.values });
  }
  await saveSitePage(db, operator, slug, parsed.data);
  return redirect(`/admin/pages/${slug}?saved=1`, 303);
}
