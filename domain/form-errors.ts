import type { z } from "zod";

/** Field → message key, the shape every action returns for a form that did not validate. */
export type FieldErrors = Partial<Record<string, string>>;

/** What a form's action answers: done, or the fields to fix (and a message for the whole form) with what was typed. */
export type FormResult<Values> = { ok: true } | { ok: false; errors: FieldErrors; formError?: string; values: Values };

/** The named fields of a posted form as typed (a missing one, or a file, is ""), to fill the form again. */
export function typedValues<const Name extends string>(
  form: Record<string, FormDataEntryValue>,
  names: readonly Name[],
): Record<Name, string> {
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const value = form[name];
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
