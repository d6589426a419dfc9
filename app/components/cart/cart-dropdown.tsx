import type { KeyboardEvent } from "react";
import { Link, useFetcher } from "react-router";
import { Icon } from "~/components/ui/icon";
import { ownText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/translation";
import { type PopoverModule, popoverCode } from "~/lib/radix-on-intent";
import { useRootData } from "~/lib/root-data";
import { useBeforeScripts } from "~/lib/use-before-scripts";
import { cartLineKey } from "~domain/cart-line-key";
import { productPath } from "~domain/catalog-links";
import { FETCHER_FIELD } from "~domain/fetcher-field";
import { formatMinorUnits } from "~domain/money";
import { indicatorClass } from "../layout/indicator-class";
import { CountBadge } from "../ui/count-badge";
import { ChosenColorText } from "./chosen-color-text";

/** The arrow keys move between the panel's links and buttons too, as they did when it was a menu. */
function moveWithArrows(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];
  if (items.length === 0) return;
  event.preventDefault();
  const at = items.indexOf(document.activeElement as HTMLElement);
  const step = event.key === "ArrowDown" ? 1 : -1;
  items[(at + step + items.length) % items.length]?.focus();
}

/**
 * The header cart: the number of lines and the items' subtotal (said so: shipping depends on the parcels and where
 * they go), and a panel listing the lines with the subtotal, the shipping and the total apart. The panel is a
 * popover of links and buttons, crossed with Tab (and the arrow keys); before the scripts run, the button is a link
 * to the cart page, which shows the same (until the visitor shows intent: the popover's code comes then).
 */
export function CartDropdown() {
  const { t } = useTranslation();
  const { cart } = useRootData();
  const fetcher = useFetcher();
  const popover = useBeforeScripts<HTMLAnchorElement, PopoverModule>(popoverCode);
  const Popover = popover.scripted;
  const count = cart.lines.length;
  const money = (minor: number) => formatMinorUnits(minor, cart.currency);
  const subtotal = money(cart.cost.subtotal);
  const remove = (productId: number, color: string) =>
    fetcher.submit(
      { intent: "remove", productId, color, [FETCHER_FIELD]: "1" },
      { method: "post", action: "/shop/cart" },
    );
  const label = (
    <>
      <span className="relative">
        <Icon name="shopping-cart" className="size-6" />
        <CountBadge count={count} />
      </span>
      <span className="hidden whitespace-nowrap text-start text-xs leading-tight lg:block" aria-hidden="true">
        <span className="block text-ink-800">{t("shell.cartSubtotal")}</span>
        <span className="block text-sm font-bold">{subtotal}</span>
      </span>
    </>
  );
  // Before the scripts (and the popover's code, decision 072): the cart page.
  if (!Popover) {
    return (
      <Link
        ref={popover.ref}
        to="/shop/cart"
        className={`${indicatorClass} gap-3`}
        aria-label={t("shell.cartCount", { count })}
        {...popover.link("dialog")}
      >
        {label}
      </Link>
    );
  }
  return (
    <Popover.Root {...popover.root}>
      <Popover.Trigger
        ref={popover.trigger}
        className={`${indicatorClass} gap-3`}
        aria-label={t("shell.cartCount", { count })}
      >
        {label}
      </Popover.Trigger>
      {/* In place, not portalled: the dropdown stays inside the header's landmark. */}
      <Popover.Content
        align="end"
        sideOffset={6}
        aria-label={t("shell.cart")}
        onKeyDown={moveWithArrows}
        // Radix would skip links and start at the first button: start at the first stop, the first line's link.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>("a[href], button")?.focus();
        }}
        className="z-50 w-80 rounded-md border border-gray-200 bg-white p-4 text-sm text-ink-900 shadow-xl"
      >
        {count === 0 ? (
          <p className="py-4 text-center text-gray-600">{t("cart.empty")}</p>
        ) : (
          <>
            <ul className="max-h-80 divide-y divide-gray-100 overflow-y-auto">
              {cart.lines.map((line) => (
                <li key={cartLineKey(line.productId, line.color?.slug)} className="flex items-center gap-3 py-2">
                  {line.image ? (
                    <img src={line.image} alt="" width={48} height={48} className="size-12 rounded object-cover" />
                  ) : null}
                  <Popover.Close asChild>
                    <Link
                      to={productPath(line.slug, line.color?.slug)}
                      className="min-w-0 flex-1 rounded hover:underline focus:underline"
                    >
                      <span {...ownText(line.nameLang)} className="line-clamp-2 font-medium">
                        {line.name}
                      </span>
                      {line.color ? <ChosenColorText color={line.color} /> : null}
                      <span className="text-gray-600">
                        {line.quantity} × {money(line.unitPrice)}
                      </span>
                    </Link>
                  </Popover.Close>
                  <button
                    type="button"
                    className="rounded-md p-1.5 text-gray-500 hover:bg-black/5 hover:text-red-700 focus-visible:text-red-700"
                    aria-label={t("cart.removeNamed", { name: line.name })}
                    onClick={() => remove(line.productId, line.color?.slug ?? "")}
                  >
                    <Icon name="x" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 border-t border-gray-200 pt-2">
              <dt>{t("cart.subtotal")}</dt>
              <dd className="text-end">{subtotal}</dd>
              {cart.cost.discount ? (
                <>
                  <dt>{t("cart.discount", { code: cart.cost.discount.code })}</dt>
                  <dd className="text-end">
                    <span dir="ltr">{money(-cart.cost.discount.amount)}</span>
                  </dd>
                </>
              ) : null}
              <dt>{t("shipping.parcels", { count: cart.parcels.length })}</dt>
              <dd className="text-end">{money(cart.cost.shipping)}</dd>
              <dt className="font-bold">{t("cart.total")}</dt>
              <dd className="text-end font-bold">{money(cart.cost.total)}</dd>
            </dl>
          </>
        )}
        <div className="mt-3 grid grid-cols-2 gap-2">
          <Popover.Close asChild>
            <Link to="/shop/cart" className="btn btn-outline">
              {t("cart.viewCart")}
            </Link>
          </Popover.Close>
          <Popover.Close asChild>
            <Link to="/shop/checkout" className="btn btn-primary">
              {t("cart.checkout")}
            </Link>
          </Popover.Close>
        </div>
      </Popover.Content>
    </Popover.Root>
  );
}
