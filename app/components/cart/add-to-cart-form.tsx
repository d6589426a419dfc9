import { type ReactNode, useEffect } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { busyButtonProps } from "~/lib/busy-button";
import { toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import type { CartActionData } from "~/routes/cart";
import { productPath } from "~domain/catalog-links";
import { FETCHER_FIELD } from "~domain/fetcher-field";
import { cardIconButton } from "../catalog/product-actions";
import { ColorRadioGroup } from "./color-radio-group";

type Props = {
  /** `asksColor`: sold in several colours, which only the full form (given `colors`) lets the shopper choose from. */
  product: { id: number; slug: string; name: string; availability?: string; asksColor?: boolean };
  quantity?: number | null;
  className?: string;
} & (
  | { variant: "compact" | "icon" }
  | {
      variant: "full";
      /** The quantity field (named `quantity`), shown before the button; without it the form posts `quantity`. */
      quantityField?: ReactNode;
      /** The product's colours: more than one, and the form asks which (a required radio group above the button). */
      colors?: { slug: string; name: string; hex: string }[];
      /** The colour chosen already, and who hears of another pick. */
      color?: string | null;
      onColorChange?: (color: string) => void;
      /** Why an add came back refused (an i18n key: no colour chosen, without JavaScript), shown under the colours. */
      colorProblem?: string | null;
    }
);

const CHOOSE_COLOR = "cart.errors.chooseColor";

/**
 * Add to cart as a form posting to /shop/cart: with JavaScript through a fetcher (a toast, and the header
 * updates itself), without it a plain post that comes back to this page. A product sold in several colours is
 * added in the colour chosen in the full form; a card's compact or icon form leads to its page instead.
 */
export function AddToCartForm(props: Props) {
  const { product, variant } = props;
  const inStock = product.availability === undefined || product.availability === "in-stock";
  if (variant !== "full" && product.asksColor && inStock)
    return <ChooseColorLink product={product} variant={variant} />;
  return <CartForm {...props} />;
}

function CartForm(props: Props) {
  const { product, quantity = 1, variant, className = "" } = props;
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
  const whileBusy = busyButtonProps(busy);
  const full = props.variant === "full" ? props : null;
  const colors = full?.colors && full.colors.length > 1 ? full.colors : null;
  // A refusal for want of a colour shows under the colours too: the fetcher's answer, or the plain post's.
  const answer = fetcher.data;
  const refusedForColor = answer?.intent === "add" && !answer.ok && answer.error === CHOOSE_COLOR;
  const colorProblem = refusedForColor ? CHOOSE_COLOR : (full?.colorProblem ?? null);
  const quantityField = full?.quantityField ?? <input type="hidden" name="quantity" value={quantity ?? 1} />;
  // Back to this page, without the problem a refused plain post came back with.
  const search = new URLSearchParams(location.search);
  search.delete("problem");
  const query = search.toString();
  const back = `${location.pathname}${query ? `?${query}` : ""}`;
  const button =
    variant === "icon" ? (
      <button
        type="submit"
        disabled={disabledReason !== null}
        {...whileBusy}
        title={disabledReason ?? undefined}
        aria-label={t("product.addNamedToCart", { name: product.name })}
        className={cardIconButton}
      >
        <Icon name="shopping-cart" className="size-4" />
      </button>
    ) : (
      <button
        type="submit"
        disabled={disabledReason !== null}
        {...whileBusy}
        title={disabledReason ?? undefined}
        aria-busy={busy}
        className={`btn btn-primary relative whitespace-nowrap ${variant === "compact" ? "btn-compact" : ""}`}
      >
        {/* In the narrow two-column phone grid the label alone fits on one line. */}
        <Icon name="shopping-cart" className={`size-4 shrink-0 ${variant === "compact" ? "max-sm:hidden" : ""}`} />
        {label}
      </button>
    );
  return (
    <fetcher.Form method="post" action="/shop/cart" className={full ? `flex flex-col gap-4 ${className}` : className}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="redirectTo" value={back} />
      {hydrated ? <input type="hidden" name={FETCHER_FIELD} value="1" /> : null}
      {colors ? (
        <ColorRadioGroup
          colors={colors}
          problem={colorProblem}
          chosen={full?.color ?? null}
          onChange={full?.onColorChange}
        />
      ) : null}
      {full ? (
        <div className="flex flex-wrap items-end gap-3">
          {quantityField}
          {button}
        </div>
      ) : (
        <>
          {quantityField}
          {button}
        </>
      )}
    </fetcher.Form>
  );
}

/** A card's way to a product sold in several colours: its page, where the colour is chosen before adding it. */
function ChooseColorLink({
  product,
  variant,
}: {
  product: { slug: string; name: string };
  variant: "compact" | "icon";
}) {
  const { t } = useTranslation();
  const to = productPath(product.slug);
  if (variant === "icon") {
    const label = t("product.chooseNamedColor", { name: product.name });
    return (
      <Link to={to} aria-label={label} title={label} className={cardIconButton}>
        <Icon name="shopping-cart" className="size-4" />
      </Link>
    );
  }
  return (
    <Link to={to} className="btn btn-primary btn-compact relative whitespace-nowrap">
      {t("product.chooseColor")}
    </Link>
  );
}
