import { data, redirect } from "react-router";
import { type FieldErrors, type FormFailure, parseForm } from "~domain/form";
import { featureStripInput, homeShelvesInput, MAX_FEATURED_TABS } from "~domain/home-content";
import type { Locale } from "~domain/locales";
import { z } from "~domain/zod";
import type { SessionUser } from "../accounts/sessions";
import { allCategories } from "../catalog/categories";
import type { Db } from "../db/handle";
import type { MediaStore } from "../media/store";
import { changeHomeSetting, homeSettingsIn } from "./home-settings";
import { allSlides, deleteSlide, findSlide, moveSlide, slideImageUrl } from "./home-slides";

// /admin/home: the slides' list (order, delete), the featured tabs, the shelves and the feature strip, each form
// saved on its own and audited.

export const HOME_FORMS = ["featuredTabs", "shelves", "features"] as const;
export type HomeForm = (typeof HOME_FORMS)[number];
const SLIDE_INTENTS = ["up", "down", "delete"] as const;

export type HomeFailure = FormFailure & { form: HomeForm };

/** What the page shows: the slides in order, the settings as saved now, the categories to choose from. */
export async function homeScreen(db: Db, media: MediaStore, locale: Locale, url: URL) {
  const [slides, settings, categories] = await Promise.all([
    allSlides(db),
    homeSettingsIn(db),
    allCategories(db, locale),
  ]);
  const saved = z.enum([...HOME_FORMS, ...SLIDE_INTENTS, "slide"]).safeParse(url.searchParams.get("saved"));
  return {
    slides: slides.map((slide) => ({
      id: slide.id,
      headline: slide.headline.en,
      link: slide.link,
      image: slideImageUrl(media, slide.imageKey),
      showsFrom: slide.showsFrom?.toISOString() ?? null,
      showsUntil: slide.showsUntil?.toISOString() ?? null,
    })),
    settings,
    categories: categories.map((category) => ({
      slug: category.slug,
      name: category.name,
      depth: category.parentId === null ? 0 : 1,
    })),
    saved: saved.success ? saved.data : null,
  };
}

const intentSchema = z.object({ intent: z.enum([...HOME_FORMS, ...SLIDE_INTENTS]) });
const slideIdSchema = z.object({ slideId: z.coerce.number().int().positive() });
const tabsSchema = z.object(
  Object.fromEntries(
    Array.from({ length: MAX_FEATURED_TABS }, (_, index) => [`tab${index + 1}`, z.string().trim().optional()]),
  ),
);

/** The featured tabs' form: up to five categories in order, each once, each a category the store has. */
function parseTabs(form: FormData, known: ReadonlySet<string>) {
  const parsed = parseForm(tabsSchema, form);
  if (!parsed.ok) return parsed;
  const errors: FieldErrors = {};
  const chosen: string[] = [];
  for (let index = 1; index <= MAX_FEATURED_TABS; index++) {
    const field = `tab${index}`;
    const slug = parsed.data[field];
    if (!slug) continue;
    if (!known.has(slug)) errors[field] = "admin.home.errors.category";
    else if (chosen.includes(slug)) errors[field] = "admin.home.errors.duplicateTab";
    else chosen.push(slug);
  }
  return Object.keys(errors).length > 0
    ? { ok: false as const, errors, values: parsed.values }
    : { ok: true as const, data: chosen };
}

/** One of the page's forms: saved, it redirects back (`?saved=`); refused, it answers its messages and what was typed. */
export async function homeAction(
  db: Db,
  media: MediaStore,
  form: FormData,
  operator: Pick<SessionUser, "id" | "email">,
) {
  const intent = intentSchema.safeParse({ intent: form.get("intent") });
  if (!intent.success) throw data(null, { status: 400 });
  const chosen = intent.data.intent;
  const done = (anchor: string) => redirect(`/admin/home?saved=${chosen}#${anchor}`, 303);
  if (chosen === "up" || chosen === "down" || chosen === "delete") {
    const id = slideIdSchema.safeParse({ slideId: form.get("slideId") });
    const slide = id.success ? await findSlide(db, id.data.slideId) : null;
    if (!slide) throw data(null, { status: 404 });
    if (chosen === "delete") await deleteSlide(db, media, operator, slide);
    else await moveSlide(db, operator, slide.id, chosen === "up" ? -1 : 1);
    return done("slides");
  }
  const categories = new Set((await allCategories(db, "en")).map((category) => category.slug));
  if (chosen === "featuredTabs") {
    const parsed = parseTabs(form, categories);
    if (!parsed.ok) return data<HomeFailure>({ ...parsed, form: chosen }, 400);
    await changeHomeSetting(db, operator, "featuredTabs", parsed.data);
    return done(chosen);
  }
  if (chosen === "shelves") {
    const parsed = parseForm(homeShelvesInput, form);
    if (!parsed.ok) return data<HomeFailure>({ ...parsed, form: chosen }, 400);
    const errors: FieldErrors = {};
    for (const [shelf, setting] of Object.entries(parsed.data)) {
      if (setting.category && !categories.has(setting.category))
        errors[`${shelf}.category`] = "admin.home.errors.category";
    }
    if (Object.keys(errors).length > 0) {
      return data<HomeFailure>({ ok: false, errors, values: parsed.values, form: chosen }, 400);
    }
    await changeHomeSetting(db, operator, "shelves", parsed.data);
    return done(chosen);
  }
  const parsed = parseForm(featureStripInput, form);
  if (!parsed.ok) return data<HomeFailure>({ ...parsed, form: chosen }, 400);
  await changeHomeSetting(db, operator, "features", parsed.data);
  return done(chosen);
}
