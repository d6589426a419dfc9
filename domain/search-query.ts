import { ALL_CATEGORIES, cleanSearchText } from "./search-path";
import { z } from "./zod";

/** Any text, cleaned; never fails. */
export const searchTextSchema = z.string().transform(cleanSearchText).catch("");

/** A category slug, or null for "all categories" (also for anything that is not a slug). */
export const searchCategorySchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(100)
  .refine((slug) => slug !== ALL_CATEGORIES)
  .nullable()
  .catch(null);

/** What a search reads from its URL: `query` (or the path's text) and `category`. */
export const searchParamsSchema = z.object({
  query: searchTextSchema.default(""),
  category: searchCategorySchema.default(null),
});
