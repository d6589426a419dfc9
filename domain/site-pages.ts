import { LOCALES } from "./locales";
import { localizedInput } from "./localized-input";
import { unknownPlaceholder } from "./placeholders";
import { z } from "./zod";

// The site pages the operator edits (issue 50), each at /site/<slug>; contact-us, typography, components and
// not-found stay pages of the code.
export const SITE_PAGES = ["about-us", "faq", "terms", "privacy", "returns", "delivery"] as const;
export type SitePageSlug = (typeof SITE_PAGES)[number];
export const sitePageSlug = z.enum(SITE_PAGES);

/**
 * What a page's Markdown may name, filled by the server from the settings as the page is read, so that a page never
 * states a rule the checkout does not apply.
 */
export const SITE_PLACEHOLDERS = [
  "deliveryTimes",
  "freeShipping",
  "returnDays",
  "answerDays",
  "returnShippingMax",
  "paymentMethods",
] as const;
export type SitePlaceholder = (typeof SITE_PLACEHOLDERS)[number];

export const MAX_PAGE_MARKDOWN = 20_000;

export const sitePageInput = z
  .object({ title: localizedInput(120), body: localizedInput(MAX_PAGE_MARKDOWN) })
  .superRefine((page, context) => {
    for (const locale of LOCALES) {
      if (unknownPlaceholder(page.body[locale], SITE_PLACEHOLDERS) !== null) {
        context.addIssue({ code: "custom", path: ["body", locale], message: "admin.sitePages.unknownPlaceholder" });
      }
    }
  });
export type SitePageInput = z.infer<typeof sitePageInput>;
