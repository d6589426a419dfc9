import { isSafeKey, keyedByInput } from "./untrusted-keys";
import { z } from "./zod";

// The one way to handle a posted form, on the server and (for the listing form) in the browser:
// `parseForm(schema, formData)` gives the schema's output, or the message of each field to fix together with
// what was typed, which the action returns as a `FormFailure` for the form to show again.

/** Field → message key (an i18n key), keyed by the field's name (`email`, `billing.city`, `colors`). */
export type FieldErrors = Partial<Record<string, string>>;

/** What was typed, by field name: a repeated field (checkboxes) as a list. Files and passwords are left out. */
export type FormValues = Partial<Record<string, string | string[]>>;

/** A refused form: the messages beside its fields (and one for the whole form), and what was typed. */
export type FormFailure<Values = FormValues> = { ok: false; errors: FieldErrors; formError?: string; values: Values };

/** What a form's action answers: done, or refused. */
export type FormResult<Values = FormValues> = { ok: true } | FormFailure<Values>;

export type ParsedForm<T> = { ok: true; data: T; values: FormValues } | FormFailure;

/** Never given back to the page, whatever the form: a password is typed again. */
const SECRET = /password|^confirm$/i;
/** A pasted novel is not sent back whole. */
const MAX_VALUE_LENGTH = 10_000;

/** The form's text fields whose every dotted segment may be a key (see untrusted-keys.ts); the rest are dropped. */
function textEntries(form: FormData): [string, string][] {
  return [...form.entries()].filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && entry[0].split(".").every(isSafeKey),
  );
}

/** Adds a value under a name, making a list of a name sent more than once (checkboxes). */
function addValue(node: Record<string, unknown>, name: string, value: string): void {
  const existing = node[name];
  node[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
}

/**
 * The form's text fields as an object for a schema: a dotted name (`billing.city`) is a nested field, and a
 * name sent more than once (checkboxes) a list. Files are left to the code that checks them. Every object in it has
 * no prototype, and a name with a segment such as `__proto__` is left out: a field name never reaches a prototype.
 */
export function formObject(form: FormData): Record<string, unknown> {
  const root = keyedByInput<unknown>();
  for (const [name, value] of textEntries(form)) {
    const path = name.split(".");
    const last = path.pop()!;
    let node = root;
    for (const part of path) {
      const next = node[part];
      let child = next && typeof next === "object" && !Array.isArray(next) ? (next as Record<string, unknown>) : null;
      if (!child) {
        child = keyedByInput<unknown>();
        node[part] = child;
      }
      node = child;
    }
    addValue(node, last, value);
  }
  return root;
}

/** What was typed, to fill the form again (not the passwords, nor `omit`), in an object without a prototype. */
export function formValues(form: FormData, omit: readonly string[] = []): FormValues {
  const values = keyedByInput<string | string[]>();
  for (const [name, raw] of textEntries(form)) {
    if (SECRET.test(name) || omit.includes(name)) continue;
    addValue(values, name, raw.slice(0, MAX_VALUE_LENGTH));
  }
  return values;
}

/** Each field's first message, keyed by its name (`billing.city`; a list's item reports on the list). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors = keyedByInput<string>() as FieldErrors;
  for (const issue of error.issues) {
    const index = issue.path.findIndex((part) => typeof part !== "string");
    const name = (index === -1 ? issue.path : issue.path.slice(0, index)).join(".") || "form";
    errors[name] ??= issue.message;
  }
  return errors;
}

/** Validates a posted form with its schema; see the top of this file. */
export function parseForm<S extends z.ZodType>(
  schema: S,
  form: FormData,
  options: { omit?: readonly string[] } = {},
): ParsedForm<z.output<S>> {
  const values = formValues(form, options.omit);
  const parsed = schema.safeParse(formObject(form));
  return parsed.success
    ? { ok: true, data: parsed.data, values }
    : { ok: false, errors: fieldErrorsOf(parsed.error), values };
}

/** A field that may be sent any number of times (checkboxes): none is an empty list, empty values are dropped. */
export function listField<T extends z.ZodType>(item: T, max: number) {
  return z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter((entry) => entry !== ""),
    z.array(item).max(max),
  );
}

/** A checkbox: "on" when ticked, absent otherwise. */
export const tickField = z
  .string()
  .optional()
  .transform((value) => value === "on");

/** One value of a field that may hold a list (a form's values given back), as text. */
export function textOf(value: string | string[] | undefined): string {
  return Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
}

/** The values of a field sent once per place (a select per picture), empty ones kept: they hold their place. */
export function placesOf(value: string | string[] | undefined): string[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

/** The values of a field that may be sent more than once. */
export function listOf(value: string | string[] | undefined): string[] {
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((entry) => entry !== "");
}
