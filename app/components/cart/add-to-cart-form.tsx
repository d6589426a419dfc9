import { useEffect } from "react";
import { useFetcher, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import type { CartActionData } from "~/routes/cart";
import { FETCHER_FIELD } from "~domain/fetcher-field";
import { cardIconButton } from "../catalog/product-actions";

type Props = {
  product: { id: number; name: string; availability?: string };
  quantity?: number | null;
  variant: "full" | "compact" | "icon";
  className?: string;
};

/**
 * Add to cart as a form posting to /shop/cart: with JavaScript through a fetcher (a toast, and the header
 * updates itself), without it a plain post that comes back to this page.
 */
export function AddToCartForm({ product, quantity = 1, variant, className = "" }: Props) {
  const { t } = useTranslation();
  // Why it cannot be added now: the button is disabled and says so in its tooltip.
  const disabledReason =
    product.availability !== undefined && product.availability !== "in-stock"
      ? t("product.notInStock")
      : quantity === null || quantity < 1
        ? t("product.enterQuantity")
        : null;
  const fetcher = useFetcher<CartActionData>();
  const location = useLocation();
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || answer.intent !== "add") return;
    if (answer.ok && answer.limited) toast.info(t("cart.addedLimited", { count: answer.stock }));
    else if (answer.ok) toast.success(t("cart.added", { name: answer.name }));
    else toast.error(t(answer.error, { count: answer.stock }));
  }, [fetcher.state, fetcher.data, t]);

  const label = t("product.addToCart");
  return (
    <fetcher.Form method="post" action="/shop/cart" className={className}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="quantity" value={quantity ?? 1} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name={FETCHER_FIELD} value="1" /> : null}
      {variant === "icon" ? (
        <button
          type="submit"
          disabled={disabledReason !== null || busy}
          title={disabledReason ?? undefined}
          aria-label={t("product.addNamedToCart", { name: product.name })}
          className={cardIconButton}
        >
          <Icon name="shopping-cart" className="size-4" />
        </button>
      ) : (
        <button
          type="submit"
          disabled={disabledReason !== null || busy}
          title={disabledReason ?? undefined}
          aria-busy={busy}
          className={`btn btn-primary relative whitespace-nowrap ${variant === "compact" ? "btn-compact" : ""}`}
        >
          {/* In the narrow two-column phone grid the label alone fits on one line. */}
          <Icon name="shopping-cart" className={`size-4 shrink-0 ${variant === "compact" ? "max-sm:hidden" : ""}`} />
          {label}
        </button>
      )}
    </fetcher.Form>
  );
}
