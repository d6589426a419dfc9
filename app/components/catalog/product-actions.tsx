import { GitCompareArrows, Heart, ShoppingCart } from "lucide-react";
import { useTranslation } from "react-i18next";

// Until the cart and lists issue wires these to server actions they are disabled, with a "coming soon"
// tooltip (also the button's accessible description), so that nothing looks as if it had worked.

/** A round icon button laid over a card's image; `relative` lifts it above the card's overlay link. */
export const cardIconButton =
  "relative flex size-8 items-center justify-center rounded-full border border-gray-200 bg-white/95 text-gray-700 shadow-sm sm:size-9 hover:border-gray-400 hover:text-ink-900 disabled:cursor-not-allowed disabled:opacity-55 disabled:hover:border-gray-200";

/** Until the cart issue: Add to cart does nothing yet. */
const CART_COMING_SOON = true;

/** `disabledReason` (quantity empty, product not in stock…) disables it and says why, as its tooltip. */
export function AddToCartButton({
  compact = false,
  disabledReason = null,
}: {
  compact?: boolean;
  disabledReason?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled={CART_COMING_SOON || disabledReason !== null}
      title={disabledReason ?? t("product.comingSoon")}
      className={`btn btn-primary relative whitespace-nowrap ${compact ? "w-full px-2 py-2 text-sm" : ""}`}
    >
      {/* In the narrow two-column phone grid the label alone fits on one line. */}
      <ShoppingCart className={`size-4 shrink-0 ${compact ? "max-sm:hidden" : ""}`} aria-hidden="true" />
      {t("product.addToCart")}
    </button>
  );
}

/** Add to cart as a round icon, named for its product (the search suggestions' rows). */
export function AddToCartIconButton({ productName }: { productName: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled={CART_COMING_SOON}
      title={t("product.comingSoon")}
      aria-label={t("product.addNamedToCart", { name: productName })}
      className={cardIconButton}
    >
      <ShoppingCart className="size-4" aria-hidden="true" />
    </button>
  );
}

const lists = {
  wishlist: { icon: <Heart className="size-4" aria-hidden="true" />, label: "product.addToWishlist" },
  compare: { icon: <GitCompareArrows className="size-4 flip-rtl" aria-hidden="true" />, label: "product.addToCompare" },
} as const;

/** Add to the wish list or the compare list. */
export function ListButton({ list, className = cardIconButton }: { list: keyof typeof lists; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled
      title={t("product.comingSoon")}
      aria-label={t(lists[list].label)}
      className={className}
    >
      {lists[list].icon}
    </button>
  );
}
