import { data, redirect } from "react-router";
import { type FormResult, parseForm } from "~domain/form";
import { newsletterSchema, subscribe } from "~server/content/newsletter";
import type { Route } from "./+types/newsletter";

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(newsletterSchema, await request.formData());
  if (!parsed.ok) return data<FormResult>(parsed, 400);
  await subscribe(context.db, parsed.data, context.prefs.locale);
  return data<FormResult>({ ok: true });
}

export function loader() {
  return redirect("/");
}
