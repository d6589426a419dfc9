import { type FormValues, textOf } from "./form";
import { objectFromInput } from "./untrusted-keys";

/**
 * Added to a ConfirmForm by its script once the user has confirmed in its dialog. A post without it (no
 * JavaScript) is asked once more by actions that must not apply anything unconfirmed: they answer with a
 * confirmation panel that posts the same fields again, with it.
 */
export const CONFIRMED_FIELD = "_confirmed";

/**
 * The fields a ConfirmAgain panel posts again when this post came without its dialog's mark (no JavaScript), or
 * null when it was confirmed and may be applied.
 */
export function fieldsToConfirm(form: FormData, values: FormValues): Record<string, string> | null {
  if (form.get(CONFIRMED_FIELD) === "1") return null;
  return objectFromInput(Object.entries(values).map(([name, value]) => [name, textOf(value)] as const));
}
