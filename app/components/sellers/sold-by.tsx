import { Link } from "react-router";
import { SentenceWith } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/translation";
import { sellerPath } from "~domain/seller-links";
import type { CardSeller } from "~server/catalog/product-card";

/**
 * A card's "Sold by" link, above the card's overlay link (`relative`): 24 px tall for a finger (WCAG 2.2 target
 * size) in a 16 px line, its padding taken back by negative margins so the card keeps its height.
 */
export const CARD_SOLD_BY_CLASS = "relative -my-1 inline-block py-1 text-gray-600 hover:text-brand-700 hover:underline";

/** The page that tells about the store, for its own products' "Sold by Tool Store". */
const STORE_PAGE = "/site/about-us";

/**
 * "Sold by …" (a product card, a product page, a cart's parcel, an order's part): a link with that text to the
 * seller's page, or to the store's own for its products. `link={false}` gives the text alone (a table's caption).
 */
export function SoldBy({ seller, link = true, className }: { seller: CardSeller; link?: boolean; className?: string }) {
  const { t } = useTranslation();
  const text = seller ? (
    <SentenceWith sentence={(name) => t("shipping.soldBy", { name })} text={seller.name} />
  ) : (
    t("shipping.soldByStore")
  );
  const to = seller ? (seller.slug ? sellerPath(seller.slug) : null) : STORE_PAGE;
  if (!link || !to) return <>{text}</>;
  return (
    <Link to={to} className={className}>
      {text}
    </Link>
  );
}
