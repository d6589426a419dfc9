import { z } from "./zod";

/** Text that must be given (trimmed), at most `max` characters. */
export const requiredText = (max: number) =>
  z.string({ error: "errors.required" }).trim().min(1, "errors.required").max(max, "errors.tooLong");

/** Text that may be left empty (trimmed; empty is undefined), at most `max` characters. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "errors.tooLong")
    .optional()
    .transform((value) => value || undefined);

/** An email address, compared and stored in lower case. */
export const emailField = z
  .string({ error: "errors.required" })
  .trim()
  .toLowerCase()
  .min(1, "errors.required")
  .pipe(z.email({ error: "errors.emailInvalid" }).max(254, "errors.emailInvalid"));

/** A phone number as people type it: digits, spaces, + ( ) . / -. */
export const phoneField = requiredText(30).regex(/^\+?[0-9 ()./-]{5,30}$/, "addresses.errors.phoneInvalid");

/** A postcode of letters and digits (spaces and dashes inside). */
export const postcodeField = requiredText(20).regex(
  /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u,
  "addresses.errors.postcodeInvalid",
);
