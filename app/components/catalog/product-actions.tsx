import { useEffect } from "react";
import { useFetcher, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { busyButtonProps } from "~/lib/busy-button";
import type { ListActionData } from "~/lib/list-action.server";
import { useRootData } from "~/lib/root-data";
import { toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { FETCHER_FIELD } from "~domain/fetcher-field";

// Add to cart: components/cart/add-to-cart-form.

/** A round icon button laid over a card's image (`.icon-button` in app.css). */
export const cardIconButton = "icon-button";

const lists = {
  wishlist: {
    icon: (inList: boolean) => <Icon name="heart" className={`size-4 ${inList ? "fill-red-600 text-red-600" : ""}`} />,
    add: "product.addNamedToWishlist",
    inList: "product.inWishlist",
    added: "lists.addedToWishlist",
    alreadyThere: "lists.alreadyInWishlist",
  },
  compare: {
    icon: (inList: boolean) => (
      <Icon name="git-compare-arrows" className={`size-4 flip-rtl ${inList ? "text-brand-700" : ""}`} />
    ),
    add: "product.addNamedToCompare",
    inList: "product.inCompare",
    added: "lists.addedToCompare",
    alreadyThere: "lists.alreadyInCompare",
  },
} as const;

type Props = { list: keyof typeof lists; product: { id: number; name: string }; className?: string };

/**
 * Add to the wish list or the compare list: a form posting to the list's page. With JavaScript a fetcher
 * (a toast, and the header's counter updates itself); without it a plain post that comes back here. A
 * guest is sent to sign in, and the product is added once they have. A product already in the list shows
 * a filled icon.
 */
export function ListButton({ list, product, className = cardIconButton }: Props) {
  const { t } = useTranslation();
  const { lists: ids } = useRootData();
  const fetcher = useFetcher<ListActionData>();
  const location = useLocation();
  const hydrated = useHydrated();
  const texts = lists[list];
  const inList = ids[list].includes(product.id);
  const label = t(inList ? texts.inList : texts.add, { name: product.name });

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || answer.intent !== "add") return;
    if (!answer.ok) toast.error(t(answer.error, { limit: answer.limit }));
    else toast.success(t(answer.alreadyThere ? texts.alreadyThere : texts.added, { name: answer.name }));
  }, [fetcher.state, fetcher.data, t, texts]);

  return (
    <fetcher.Form method="post" action={`/shop/${list}`} className="contents">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name={FETCHER_FIELD} value="1" /> : null}
      <button
        type="submit"
        {...busyButtonProps(fetcher.state !== "idle")}
        aria-label={label}
        title={label}
        className={className}
      >
        {texts.icon(inList)}
      </button>
    </fetcher.Form>
  );
}
