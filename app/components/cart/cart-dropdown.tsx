import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link, useFetcher } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { useRootData } from "~/lib/root-data";
import { productPath } from "~domain/catalog-links";
import { FETCHER_FIELD } from "~domain/fetcher-field";
import { formatMinorUnits } from "~domain/money";
import { CountBadge } from "../ui/count-badge";

const indicator = "relative inline-flex items-center justify-center rounded-md p-2 hover:bg-black/5";

/** The header cart: the number of lines and the total, and a dropdown listing the lines. */
export function CartDropdown() {
  const { t } = useTranslation();
  const { cart } = useRootData();
  const fetcher = useFetcher();
  const count = cart.lines.length;
  const money = (minor: number) => formatMinorUnits(minor, cart.currency);
  const total = money(cart.cost.total);
  const remove = (productId: number) =>
    fetcher.submit({ intent: "remove", productId, [FETCHER_FIELD]: "1" }, { method: "post", action: "/shop/cart" });
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={`${indicator} gap-3`} aria-label={t("shell.cartCount", { count })}>
        <span className="relative">
          <Icon name="shopping-cart" className="size-6" />
          <CountBadge count={count} />
        </span>
        <span className="hidden text-start text-xs leading-tight lg:block" aria-hidden="true">
          <span className="block text-ink-800">{t("shell.cart")}</span>
          <span className="block text-sm font-bold">{total}</span>
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
                <li key={line.productId} className="flex items-center gap-3 py-2">
                  {line.image ? (
                    <img src={line.image} alt="" width={48} height={48} className="size-12 rounded object-cover" />
                  ) : null}
                  <DropdownMenu.Item asChild>
                    <Link
                      to={productPath(line.slug)}
                      className="min-w-0 flex-1 rounded outline-none data-[highlighted]:underline"
                    >
                      <span className="line-clamp-2 font-medium">{line.name}</span>
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
                      remove(line.productId);
                    }}
                  >
                    <Icon name="x" className="size-4" />
                  </DropdownMenu.Item>
                </li>
              ))}
            </ul>
            <p className="mt-2 flex justify-between border-t border-gray-200 pt-2 font-bold">
              <span>{t("cart.total")}</span>
              <span>{total}</span>
            </p>
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
