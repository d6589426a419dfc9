import { GitCompareArrows, Heart } from "lucide-react";
import { useTranslation } from "react-i18next";

// Until the wish list and compare lists are built (issue 7), their buttons are disabled, with a "coming
// soon" tooltip, so that nothing looks as if it had worked. Add to cart: components/cart/add-to-cart-form.

/** A round icon button laid over a card's image; `relative` lifts it above the card's overlay link. */
export const cardIconButton =
  "relative flex size-8 items-center justify-center rounded-full border border-gray-200 bg-white/95 text-gray-700 shadow-sm sm:size-9 hover:border-gray-400 hover:text-ink-900 disabled:cursor-not-allowed disabled:opacity-55 disabled:hover:border-gray-200";

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
