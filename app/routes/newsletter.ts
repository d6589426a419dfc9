import { data, redirect } from "react-router";
import { fieldErrors } from "~domain/form-errors";
import { newsletterSchema, subscribe } from "~server/content/newsletter";
import type { Route } from "./+types/newsletter";

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const parsed = newsletterSchema.safeParse(form);
  if (!parsed.success) {
    return data({ ok: false as const, errors: fieldErrors(parsed.error), email: String(form.email ?? "") }, 400);
  }
  await subscribe(context.db, parsed.data, context.prefs.locale);
  return { ok: true as const, errors: {}, email: "" };
}

export function loader() {
  return redirect("/");
}
