import { data } from "react-router";
import { NewsletterForm } from "~/components/layout/newsletter-form";
import { PageHeader } from "~/components/ui/page-header";
import { useTranslation } from "~/i18n/translation";
import { type FormResult, parseForm } from "~domain/form";
import { readForm } from "~server/http/form-data";
import { newsletterSchema, subscribe } from "~server/newsletter/subscriptions";
import type { Route } from "./+types/newsletter";

// The footer's and the blog's sign-up post here: a script's fetcher gets the outcome as data, and a browser
// without JavaScript lands on this page, which shows the same outcome beside the same form.
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(newsletterSchema, await readForm(request));
  if (!parsed.ok) return data<FormResult>(parsed, 400);
  await subscribe(context.db, parsed.data, context.prefs.locale);
  return data<FormResult>({ ok: true });
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="container-store max-w-xl py-6">
      <PageHeader title={t("footer.newsletter")} description={t("footer.newsletterText")} />
      <p className="mb-4">{t("footer.newsletterText")}</p>
      <NewsletterForm tone="light" result={actionData} />
    </div>
  );
}
