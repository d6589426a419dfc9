import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link, useFetcher } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { useRootData } from "~/lib/root-data";
import { cartLineKey } from "~domain/cart-line-key";
import { productPath } from "~domain/catalog-links";
import { FETCHER_FIELD } from "~domain/fetcher-field";
import { formatMinorUnits } from "~domain/money";
import { CountBadge } from "../ui/count-badge";
import { ChosenColorText } from "./chosen-color-text";

const indicator = "relative inline-flex items-center justify-center rounded-md p-2 hover:bg-black/5";

/**
 * The header cart: the number of lines and the items' subtotal (said so: shipping depends on the parcels and where
 * they go), and a dropdown listing the lines with the subtotal, the shipping and the total apart.
 */
export function CartDropdown() {
  const { t } = useTranslation();
  const { cart } = useRootData();
  const fetcher = useFetcher();
  const count = cart.lines.length;
  const money = (minor: number) => formatMinorUnits(minor, cart.currency);
  const subtotal = money(cart.cost.subtotal);
  const remove = (productId: number, color: string) =>
    fetcher.submit(
      { intent: "remove", productId, color, [FETCHER_FIELD]: "1" },
      { method: "post", action: "/shop/cart" },
    );
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={`${indicator} gap-3`} aria-label={t("shell.cartCount", { count })}>
        <span className="relative">
          <Icon name="shopping-cart" className="size-6" />
          <CountBadge count={count} />
        </span>
        <span className="hidden text-start text-xs leading-tight lg:block" aria-hidden="true">
          <span className="block text-ink-800">{t("shell.cartSubtotal")}</span>
          <span className="block text-sm font-bold">{subtotal}</span>
        </span>
      </DropdownMenu.Trigger>
      {/* In place, not portalled: the dropdown stays inside the header's landmark. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
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
                  <DropdownMenu.Item asChild>
                    <Link
                      to={productPath(line.slug)}
                      className="min-w-0 flex-1 rounded outline-none data-[highlighted]:underline"
                    >
                      <span className="line-clamp-2 font-medium">{line.name}</span>
                      {line.color ? <ChosenColorText color={line.color} /> : null}
                      <span className="text-gray-600">
                        {line.quantity} × {money(line.unitPrice)}
                      </span>
                    </Link>
                  </DropdownMenu.Item>
                  <DropdownMenu.Item
                    className="rounded-md p-1.5 text-gray-500 outline-none data-[highlighted]:bg-black/5 data-[highlighted]:text-red-700"
                    aria-label={t("cart.removeNamed", { name: line.name })}
                    onSelect={(event) => {
                      event.preventDefault();
                      remove(line.productId, line.color?.slug ?? "");
                    }}
                  >
                    <Icon name="x" className="size-4" />
                  </DropdownMenu.Item>
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
    </DropdownMenu.Root>
  );
}
