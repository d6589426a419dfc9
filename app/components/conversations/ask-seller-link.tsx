import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { Icon } from "../ui/icon";

/** Where a question about a product, or about one seller's part of an order, is written. */
export function askPath(about: { product: string } | { order: string; part: number }): string {
  const query = new URLSearchParams(
    "product" in about ? { product: about.product } : { order: about.order, part: String(about.part) },
  );
  return `/account/messages/ask?${query}`;
}

/**
 * "Ask the seller": to the question's form for a signed-in user; a guest signs in first and comes back to it.
 * `label` names the seller where a page has more than one.
 */
export function AskSellerLink({ to, signedIn, label }: { to: string; signedIn: boolean; label?: string }) {
  const { t } = useTranslation();
  const href = signedIn ? to : `/account/login?${new URLSearchParams({ redirectTo: to })}`;
  return (
    <Link to={href} className="btn btn-outline inline-flex items-center gap-2">
      <Icon name="mail" className="size-4" />
      {signedIn ? (label ?? t("conversations.askSeller")) : t("conversations.signInToAsk")}
    </Link>
  );
}
