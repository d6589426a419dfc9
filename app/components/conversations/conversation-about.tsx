import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { productPath } from "~domain/catalog-links";
import type { ConversationAbout } from "~server/conversations/conversations";

/** What a conversation is about, as words: the product's name, or "Order 123456789". */
export function useAboutLabel(): (about: ConversationAbout) => string {
  const { t } = useTranslation();
  return (about) => (about.kind === "order" ? t("conversations.aboutOrder", { number: about.subject }) : about.subject);
}

/** What a conversation is about, linked: the product's page, or the order's page on the reader's side. */
export function AboutLink({ about, role }: { about: ConversationAbout; role: "buyer" | "seller" }) {
  const label = useAboutLabel()(about);
  if (about.kind === "order" && about.orderNumber) {
    const to = role === "buyer" ? `/account/orders/${about.orderNumber}` : `/account/sales/${about.orderNumber}`;
    return (
      <Link to={to} className="text-brand-700 hover:underline">
        {label}
      </Link>
    );
  }
  if (about.kind === "product" && about.productSlug) {
    return (
      <Link to={productPath(about.productSlug)} className="text-brand-700 hover:underline">
        {label}
      </Link>
    );
  }
  return <>{label}</>;
}
