import { LOCALES } from "./locales";
import { type LocalizedInput, localizedInput, optionalLocalizedInput } from "./localized-input";
import { unknownPlaceholder } from "./placeholders";
import { z } from "./zod";

// What the operator sets of the home pages (issue 50): the slides, the featured tabs' categories, the shelves and the
// feature strip. Checked when posted and again when read (a row written by an older version still reads).

/** A slide's button leads to a path of ours ("/shop/catalog/…") or to an https address. */
export function isSlideLink(link: string): boolean {
  if (link.length === 0 || link.length > 500 || /[\s\\]/.test(link)) return false;
  if (link.startsWith("/")) return !link.startsWith("//");
  try {
    const url = new URL(link);
    return url.protocol === "https:" && url.hostname.length > 0 && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/** A moment typed in a `datetime-local` field, read as UTC; empty: no limit. */
const momentInput = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(value);
    const date = match ? new Date(`${value.length === 16 ? value : value.slice(0, 16)}:00Z`) : null;
    if (!date || Number.isNaN(date.getTime())) {
      context.addIssue({ code: "custom", message: "admin.home.errors.date" });
      return z.NEVER;
    }
    return date;
  });

export const slideInput = z
  .object({
    headline: localizedInput(120),
    text: optionalLocalizedInput(300),
    buttonLabel: localizedInput(40),
    link: z
      .string({ error: "errors.required" })
      .trim()
      .min(1, "errors.required")
      .refine(isSlideLink, "admin.home.errors.link"),
    showsFrom: momentInput,
    showsUntil: momentInput,
  })
  .refine((slide) => !slide.showsFrom || !slide.showsUntil || slide.showsUntil > slide.showsFrom, {
    path: ["showsUntil"],
    message: "admin.home.errors.untilBeforeFrom",
  });
export type SlideInput = z.infer<typeof slideInput>;

/** Whether a slide shows at `now`: from its first moment (included) to its last (excluded). */
export function slideShowsAt(slide: { showsFrom: Date | null; showsUntil: Date | null }, now: Date): boolean {
  return (!slide.showsFrom || slide.showsFrom <= now) && (!slide.showsUntil || now < slide.showsUntil);
}

/** At most this many categories get a tab of their own after "All". */
export const MAX_FEATURED_TABS = 5;
const slug = z.string().regex(/^[a-z0-9-]{1,120}$/);
export const featuredTabsSchema = z.array(slug).max(MAX_FEATURED_TABS);

/** Which products a shelf lists (server/catalog/shelves.ts), each an indexed query limited to its count. */
export const SHELF_SOURCES = ["latest", "bestsellers", "discounted", "top-rated", "featured"] as const;
export type ShelfSource = (typeof SHELF_SOURCES)[number];
export const HOME_SHELVES = ["newArrivals", "bestsellers", "specialOffers"] as const;
export type HomeShelf = (typeof HOME_SHELVES)[number];
export const MAX_SHELF_COUNT = 20;

const shelfSetting = z.object({
  source: z.enum(SHELF_SOURCES),
  /** Only products filed under this category or below it; null: the whole catalogue. */
  category: slug.nullable(),
  count: z.number().int().min(1).max(MAX_SHELF_COUNT),
});
export type ShelfSetting = z.infer<typeof shelfSetting>;
export const homeShelvesSchema = z.object({
  newArrivals: shelfSetting,
  bestsellers: shelfSetting,
  specialOffers: shelfSetting,
});
export type HomeShelves = z.infer<typeof homeShelvesSchema>;

/** The shelves' form: `<shelf>.source`, `<shelf>.category` ("" for all), `<shelf>.count`. */
const shelfField = z.object({
  source: z.enum(SHELF_SOURCES, { error: "errors.required" }),
  category: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .pipe(slug.nullable()),
  count: z.coerce
    .number({ error: "admin.home.errors.count" })
    .int("admin.home.errors.count")
    .min(1, "admin.home.errors.count")
    .max(MAX_SHELF_COUNT, "admin.home.errors.count"),
});
export const homeShelvesInput = z.object({
  newArrivals: shelfField,
  bestsellers: shelfField,
  specialOffers: shelfField,
});

/** The feature strip's four boxes; the first promises free shipping from the amount the shipping settings give. */
export const FEATURES = ["shipping", "support", "safety", "offers"] as const;
export type Feature = (typeof FEATURES)[number];
/** The one placeholder the free-shipping line knows: the lowest threshold, in the visitor's currency. */
export const FEATURE_PLACEHOLDERS = ["amount"] as const;

const text = (max: number) => localizedInput(max);
const featureTexts = z.object({ title: text(40), text: text(80) });
export const featureStripSchema = z.object({
  shipping: z.object({ title: text(40), text: text(80), titlePaid: text(40), textPaid: text(80) }),
  support: featureTexts,
  safety: featureTexts,
  offers: featureTexts,
});
export type FeatureStrip = z.infer<typeof featureStripSchema>;

/** The strip's form: placeholders only in the free-shipping line, and only {{amount}}. */
export const featureStripInput = featureStripSchema.superRefine((strip, context) => {
  for (const feature of FEATURES) {
    const texts: Record<string, LocalizedInput> = strip[feature];
    for (const [field, value] of Object.entries(texts)) {
      const known = feature === "shipping" && field === "text" ? FEATURE_PLACEHOLDERS : [];
      for (const locale of LOCALES) {
        if (unknownPlaceholder(value[locale], known) !== null) {
          context.addIssue({
            code: "custom",
            path: [feature, field, locale],
            message: "admin.home.errors.placeholder",
          });
        }
      }
    }
  }
});
