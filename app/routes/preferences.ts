import { redirect } from "react-router";
import { CURRENCY_CODES } from "~domain/currency-codes";
import { parseForm } from "~domain/form";
import { LOCALES } from "~domain/locales";
import { safeRedirectPath } from "~domain/safe-redirect";
import { z } from "~domain/zod";
import { setUserLocale } from "~server/accounts/profile";
import { getOptionalUser } from "~server/accounts/sessions";
import { readForm } from "~server/http/form-data";
import { preferenceCookies } from "~server/prefs/preferences";
import type { Route } from "./+types/preferences";

const schema = z.object({
  locale: z.enum(LOCALES).optional(),
  currency: z.enum(CURRENCY_CODES).optional(),
  redirectTo: z.string().optional(),
});

// Language and currency are chosen with a form post (works without JavaScript) and kept in cookies.
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(schema, await readForm(request));
  if (!parsed.ok) return new Response("Unknown language or currency", { status: 400 });
  const { locale, currency, redirectTo } = parsed.data;
  const target = new URL(safeRedirectPath(redirectTo), "http://local");
  // An explicit choice wins over a ?dir= left in the address.
  if (locale) target.searchParams.delete("dir");
  // A signed-in user's mail follows the language they choose.
  const user = locale ? await getOptionalUser(context.db, request) : null;
  if (user && locale) await setUserLocale(context.db, user.id, locale);
  const headers = new Headers();
  const secure = new URL(request.url).protocol === "https:";
  for (const cookie of preferenceCookies({ locale, currency }, secure)) headers.append("Set-Cookie", cookie);
  return redirect(`${target.pathname}${target.search}${target.hash}`, { headers });
}

export function loader() {
  return redirect("/");
}
