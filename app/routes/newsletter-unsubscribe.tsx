import { data, Form, Link } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { FormSuccess } from "~/components/ui/form-success";
import { PageHeader } from "~/components/ui/page-header";
import { useTranslation } from "~/i18n/translation";
import { readForm } from "~server/http/form-data";
import { subscriptionAddress, unsubscribe } from "~server/newsletter/subscriptions";
import { verifiedSubscriptionId } from "~server/newsletter/unsubscribe-link";
import type { Route } from "./+types/newsletter-unsubscribe";

// A campaign mail's unsubscribe link (decision 057): opened, it shows a button, and the post of that button
// unsubscribes, so a program that opens links in mail unsubscribes nobody. A mail program's one-click button (RFC
// 8058) posts `List-Unsubscribe=One-Click` to the same address, which unsubscribes at once, without a page. A link
// whose signature is not ours is refused. Personal: never kept by any cache.
const PRIVATE = { "Cache-Control": "private, no-store" };
export const headers = () => PRIVATE;

function linkOf(url: URL, form?: FormData) {
  const query = url.searchParams;
  const field = (name: string) => query.get(name) ?? form?.get(name) ?? undefined;
  return { id: field("id"), signature: field("signature") };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = await verifiedSubscriptionId(context.db, linkOf(url));
  const email = id === null ? null : await subscriptionAddress(context.db, id);
  if (id === null || email === null) return data({ link: null, email: null }, 403);
  return { link: url.search, email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const oneClick = form.get("List-Unsubscribe") === "One-Click";
  const id = await verifiedSubscriptionId(context.db, linkOf(new URL(request.url), form));
  const done = id !== null && (await unsubscribe(context.db, id));
  if (oneClick) {
    return new Response(done ? "Unsubscribed.\n" : "This unsubscribe link is not valid.\n", {
      status: done ? 200 : 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE },
    });
  }
  return data({ unsubscribed: done }, done ? 200 : 403);
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { link, email } = loaderData;
  const done = actionData?.unsubscribed === true;
  const refused = actionData?.unsubscribed === false || (!link && !actionData);
  return (
    <div className="container-store max-w-xl space-y-4 py-6">
      <PageHeader title={t("newsletter.unsubscribe.title")} description={t("newsletter.unsubscribe.description")} />
      <FormSuccess message={done ? "newsletter.unsubscribe.done" : undefined} />
      <FormAlert id="unsubscribe-error" message={refused ? "newsletter.unsubscribe.invalid" : undefined} />
      {link && email && !actionData ? (
        <Form method="post" action={`/newsletter/unsubscribe${link}`} className="card space-y-4 p-5">
          <p>{t("newsletter.unsubscribe.question", { email })}</p>
          <button type="submit" className="btn btn-primary">
            {t("newsletter.unsubscribe.button")}
          </button>
        </Form>
      ) : null}
      <Link to="/" className="btn btn-outline">
        {t("newsletter.toStore")}
      </Link>
    </div>
  );
}
