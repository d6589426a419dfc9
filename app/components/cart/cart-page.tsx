import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { FieldError } from "~/components/ui/field-parts";
import { FormAlert } from "~/components/ui/form-alert";
import { Icon } from "~/components/ui/icon";
import { QuantityInput } from "~/components/ui/quantity-input";
import { useTranslation } from "~/i18n/translation";
import { useHydrated } from "~/lib/use-hydrated";
import { productPath } from "~domain/catalog-links";
import { formatMinorUnits } from "~domain/money";
import type { QuantityProblem } from "~server/shopping/cart";
import type { PricedCart, PricedCartLine } from "~server/shopping/priced-cart";
import { TableHead } from "../ui/table-head";
import { CouponBox, type CouponOutcome } from "./coupon-box";

type Props = {
  cart: PricedCart;
  problem: string | null;
  coupon: CouponOutcome | undefined;
  /** An update refused for asking more than the stock: the lines and what was typed. */
  refused?: { problems: QuantityProblem[]; typed: Record<number, number> };
};

/** The cart page: lines with quantities to change, the coupon box and the totals. */
export function CartPage({ cart, problem, coupon, refused }: Props) {
  const { t } = useTranslation();
  if (cart.lines.length === 0) {
    return (
      <>
        <FormAlert id="cart-problem" message={problem ?? undefined} />
        <EmptyState message={t("cart.empty")} action={{ to: "/shop/catalog", label: t("cart.continueButton") }} />
      </>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="min-w-0">
        <FormAlert id="cart-problem" message={refused ? t("cart.errors.updateRefused") : (problem ?? undefined)} />
        <CartLines cart={cart} refused={refused} />
        <CouponBox cart={cart} outcome={coupon} />
      </div>
      <CartTotalsCard cart={cart} />
    </div>
  );
}

function CartLines({ cart, refused }: { cart: PricedCart; refused: Props["refused"] }) {
  const { t } = useTranslation();
  const { lines } = cart;
  const money = (minor: number) => formatMinorUnits(minor, cart.currency);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saved = Object.fromEntries(lines.map((line) => [line.productId, line.quantity]));
  const [quantities, setQuantities] = useState<Record<number, number | null>>({ ...saved, ...refused?.typed });
  // A line holding more than the stock now (or a refused update's line): the reason shows under its quantity.
  const tooMany = (line: PricedCartLine) =>
    line.quantity > line.stock || (refused?.problems.some((problem) => problem.productId === line.productId) ?? false);
  const changed = lines.some((line) => (quantities[line.productId] ?? line.quantity) !== line.quantity);
  return (
    <>
      {/* Each remove button posts its own small form (outside the table's form, which HTML cannot nest). */}
      {lines.map((line) => (
        <Form key={line.productId} method="post" id={`remove-${line.productId}`} className="hidden">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="productId" value={line.productId} />
        </Form>
      ))}
      <Form method="post" key={lines.map((line) => `${line.productId}:${line.quantity}`).join()}>
        <input type="hidden" name="intent" value="update" />
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t("cart.title")}</caption>
          <TableHead
            className="text-xs uppercase text-gray-500 max-md:sr-only"
            columns={[
              { label: t("cart.image"), hidden: true },
              { label: t("cart.product") },
              { label: t("cart.price") },
              { label: t("cart.quantity") },
              { label: t("cart.total"), align: "end" },
              { label: t("cart.remove"), hidden: true },
            ]}
          />
          <tbody>
            {lines.map((line) => (
              <tr
                key={line.productId}
                className="border-b border-gray-100 max-md:grid max-md:grid-cols-[5rem_1fr_auto] max-md:gap-x-3 max-md:py-3"
              >
                <td className="py-3 max-md:row-span-4">
                  {line.image ? (
                    <img src={line.image} alt="" width={72} height={72} className="size-18 rounded object-cover" />
                  ) : null}
                </td>
                <td className="py-3 pe-3">
                  <Link to={productPath(line.slug)} className="font-semibold hover:underline">
                    {line.name}
                  </Link>
                  {line.availability !== "in-stock" ? (
                    <p className="text-xs font-semibold text-red-700">{t(`availability.${line.availability}`)}</p>
                  ) : null}
                  {line.discounted && cart.cost.discount ? (
                    <p className="text-xs font-semibold text-green-700">
                      {t("coupons.lineDiscounted", { code: cart.cost.discount.code })}
                    </p>
                  ) : null}
                </td>
                <td className="py-3 pe-3 max-md:col-start-2">{money(line.unitPrice)}</td>
                <td className="py-3 pe-3 max-md:col-start-2">
                  <QuantityInput
                    name={`quantity-${line.productId}`}
                    label={t("cart.quantityOf", { name: line.name })}
                    value={quantities[line.productId] ?? line.quantity}
                    onChange={(value) => setQuantities((current) => ({ ...current, [line.productId]: value }))}
                    errorId={tooMany(line) ? `stock-${line.productId}` : undefined}
                  />
                  {tooMany(line) ? (
                    <FieldError
                      id={`stock-${line.productId}`}
                      error={line.stock === 0 ? "availability.sold-out" : "cart.errors.moreThanStock"}
                      values={{ count: line.stock }}
                    />
                  ) : null}
                </td>
                <td className="py-3 text-end font-semibold max-md:col-start-2 max-md:text-start">
                  {money(line.lineTotal)}
                </td>
                <td className="py-3 ps-2 text-end max-md:col-start-3 max-md:row-start-1">
                  <button
                    type="submit"
                    form={`remove-${line.productId}`}
                    className="rounded-md p-2 text-gray-500 hover:bg-black/5 hover:text-red-700"
                    aria-label={t("cart.removeNamed", { name: line.name })}
                  >
                    <Icon name="x" className="size-4" />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <Link to="/shop/catalog" className="btn btn-outline">
            {t("cart.continue")}
          </Link>
          {/* Without JavaScript nothing can tell a change, so the button stays usable. */}
          <button
            type="submit"
            className="btn btn-dark"
            disabled={(hydrated && !changed) || navigation.state === "submitting"}
          >
            {t("cart.update")}
          </button>
        </div>
      </Form>
    </>
  );
}

function CartTotalsCard({ cart }: { cart: PricedCart }) {
  const { t } = useTranslation();
  const totals = cart.cost;
  const money = (minor: number) => formatMinorUnits(minor, cart.currency);
  return (
    <section className="card h-fit p-5" aria-labelledby="cart-totals">
      <h2 id="cart-totals" className="mb-3 text-lg font-bold">
        {t("cart.totals")}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
        <dt>{t("cart.subtotal")}</dt>
        <dd className="text-end">{money(totals.subtotal)}</dd>
        {totals.discount ? (
          <>
            <dt>{t("cart.discount", { code: totals.discount.code })}</dt>
            <dd className="text-end">
              {/* The minus stays before the amount in right-to-left text too. */}
              <span dir="ltr">{money(-totals.discount.amount)}</span>
            </dd>
          </>
        ) : null}
        <dt>
          {t("cart.shipping")}
          <Link to="/shop/checkout" className="ms-2 text-xs text-brand-700 hover:underline">
            {t("cart.calculateShipping")}
          </Link>
        </dt>
        <dd className="text-end">{money(totals.shipping)}</dd>
        <dt>{t("cart.tax")}</dt>
        <dd className="text-end">{money(totals.tax)}</dd>
        <dt className="border-t border-gray-200 pt-2 text-base font-bold">{t("cart.total")}</dt>
        <dd className="border-t border-gray-200 pt-2 text-end text-base font-bold">{money(totals.total)}</dd>
      </dl>
      <Link to="/shop/checkout" className="btn btn-primary mt-5 w-full">
        {t("cart.proceed")}
      </Link>
    </section>
  );
}
