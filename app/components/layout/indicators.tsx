import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { GitCompare, Heart, ShoppingCart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMoney, useRootData } from "~/lib/root-data";
import { CountBadge } from "../ui/count-badge";
import { AccountIndicator } from "./account-indicator";

const indicator = "relative inline-flex items-center justify-center rounded-md p-2 hover:bg-black/5";

export function WishlistIndicator({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Link to="/shop/wishlist" className={indicator} aria-label={t("shell.wishlistCount", { count })}>
      <Heart className="size-6" aria-hidden="true" />
      <CountBadge count={count} />
    </Link>
  );
}

/** Shown to signed-in users only: guests have no compare list. */
export function CompareIndicator({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Link to="/shop/compare" className={indicator} aria-label={t("shell.compareCount", { count })}>
      <GitCompare className="size-6" aria-hidden="true" />
      <CountBadge count={count} />
    </Link>
  );
}

/** The header cart: a count, the total, and a dropdown with the lines (filled by the cart capability). */
export function CartIndicator({ count, totalCents }: { count: number; totalCents: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={`${indicator} gap-3`} aria-label={t("shell.cartCount", { count })}>
        <span className="relative">
          <ShoppingCart className="size-6" aria-hidden="true" />
          <CountBadge count={count} />
        </span>
        <span className="hidden text-start text-xs leading-tight lg:block" aria-hidden="true">
          <span className="block text-ink-800">{t("shell.cart")}</span>
          <span className="block text-sm font-bold">{money(totalCents)}</span>
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-80 rounded-md border border-gray-200 bg-white p-4 text-sm shadow-xl"
        >
          {count === 0 ? <p className="py-4 text-center text-gray-600">{t("cart.empty")}</p> : null}
          <div className="mt-2 grid grid-cols-2 gap-2">
            <DropdownMenu.Item asChild>
              <Link to="/shop/cart" className="btn btn-outline">
                {t("cart.viewCart")}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild>
              <Link to="/shop/checkout" className="btn btn-primary">
                {t("cart.checkout")}
              </Link>
            </DropdownMenu.Item>
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Wish list, compare (signed-in only), the account button (desktop headers) and cart. */
export function HeaderIndicators({ withAccount = false }: { withAccount?: boolean }) {
  const { user } = useRootData();
  return (
    <div className="flex items-center gap-1">
      <WishlistIndicator count={0} />
      {user ? <CompareIndicator count={0} /> : null}
      {withAccount ? <AccountIndicator /> : null}
      <CartIndicator count={0} totalCents={0} />
    </div>
  );
}
