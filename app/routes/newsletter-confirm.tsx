import { data, Form, Link } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { FormSuccess } from "~/components/ui/form-success";
import { PageHeader } from "~/components/ui/page-header";
import { useTranslation } from "~/i18n/translation";
import { readForm } from "~server/http/form-data";
import { confirmLinkAddress, confirmSubscription, confirmTokenSchema } from "~server/newsletter/subscriptions";
import type { Route } from "./+types/newsletter-confirm";

// The double opt-in's link (decision 057): the page names the address and confirms it on a button's post, so a
// program that opens links in mail (a virus scanner's preview) confirms nobody. Personal: never kept by any cache.
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = confirmTokenSchema.safeParse({ token: new URL(request.url).searchParams.get("token") });
  const email = parsed.success ? await confirmLinkAddress(context.db, parsed.data.token) : null;
  if (!parsed.success || !email) return data({ token: null, email: null }, 400);
  return { token: parsed.data.token, email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = confirmTokenSchema.safeParse({ token: (await readForm(request)).get("token") });
  const confirmed = parsed.success && (await confirmSubscription(context.db, parsed.data.token));
  return data({ confirmed }, confirmed ? 200 : 400);
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { token, email } = loaderData;
  const confirmed = actionData?.confirmed === true;
  const refused = actionData?.confirmed === false || (!token && !actionData);
  return (
    <div className="container-store max-w-xl space-y-4 py-6">
      <PageHeader title={t("newsletter.confirm.title")} description={t("newsletter.confirm.description")} />
      <FormSuccess message={confirmed ? "newsletter.confirm.done" : undefined} />
      <FormAlert id="confirm-error" message={refused ? "newsletter.confirm.invalid" : undefined} />
      {token && email && !actionData ? (
        <Form method="post" className="card space-y-4 p-5">
          <p>{t("newsletter.confirm.question", { email })}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn btn-primary">
            {t("newsletter.confirm.button")}
          </button>
        </Form>
      ) : null}
      <Link to="/" className="btn btn-outline">
        {t("newsletter.toStore")}
      </Link>
    </div>
  );
}
