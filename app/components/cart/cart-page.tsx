import { Fragment, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { FieldError } from "~/components/ui/field-parts";
import { FormAlert } from "~/components/ui/form-alert";
import { Icon } from "~/components/ui/icon";
import { QuantityInput } from "~/components/ui/quantity-input";
import { UserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/translation";
import { useHydrated } from "~/lib/use-hydrated";
import { cartLineKey } from "~domain/cart-line-key";
import { productPath } from "~domain/catalog-links";
import { formatMinorUnits } from "~domain/money";
import { TAX_LINE_LABELS, type TaxLine, taxLines } from "~domain/tax-lines";
import type { QuantityProblem } from "~server/shopping/cart";
import type { PricedCart, PricedCartLine } from "~server/shopping/priced-cart";
import type { EstimatedDelivery } from "~server/shopping/ship-destination";
import { SoldBy } from "../sellers/sold-by";
import { DeliveryEstimate } from "../shipping/delivery-estimate";
import { ParcelShipping } from "../shipping/parcel-shipping";
import { TableHead } from "../ui/table-head";
import { ChosenColorText } from "./chosen-color-text";
import { CouponBox, type CouponOutcome } from "./coupon-box";

type Props = {
  cart: PricedCart;
  problem: string | null;
  coupon: CouponOutcome | undefined;
  /** An update refused for asking more than the stock: the lines and what was typed (by line key). */
  refused?: { problems: QuantityProblem[]; typed: Record<string, number> };
  /** The countries the store ships to, for Calculate Shipping, named and sorted for the visitor. */
  shipCountries: { code: string; name: string }[];
  /** False: the store ships only to `shipCountries`, and the page says so. */
  shipsEverywhere: boolean;
  /** When the parcels should arrive where they go (the server's words). */
  delivery: EstimatedDelivery;
};

/** The cart page: one block per seller's parcel with its lines and shipping, the coupon box and the totals. */
export function CartPage({ cart, problem, coupon, refused, shipCountries, shipsEverywhere, delivery }: Props) {
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
      <div className="grid h-fit min-w-0 gap-6">
        <CartTotalsCard cart={cart} />
        <CalculateShipping
          cart={cart}
          shipCountries={shipCountries}
          shipsEverywhere={shipsEverywhere}
          delivery={delivery}
        />
      </div>
    </div>
  );
}

const keyOf = (line: PricedCartLine) => cartLineKey(line.productId, line.color?.slug);

function CartLines({ cart, refused }: { cart: PricedCart; refused: Props["refused"] }) {
  const { t } = useTranslation();
  const { lines } = cart;
  const money = (minor: number) => formatMinorUnits(minor, cart.currency);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saved = Object.fromEntries(lines.map((line) => [keyOf(line), line.quantity]));
  const [quantities, setQuantities] = useState<Record<string, number | null>>({ ...saved, ...refused?.typed });
  // A line holding more than the stock now (or a refused update's line): the reason shows under its quantity.
  const tooMany = (line: PricedCartLine) =>
    line.quantity > line.stock ||
    (refused?.problems.some((problem) => cartLineKey(problem.productId, problem.color) === keyOf(line)) ?? false);
  const changed = lines.some((line) => (quantities[keyOf(line)] ?? line.quantity) !== line.quantity);
  // An empty or negative quantity is refused beside its field (QuantityInput) until it is fixed.
  const refusedValue = lines.some((line) => quantities[keyOf(line)] === null);
  return (
    <>
      {/* Each remove button posts its own small form (outside the table's form, which HTML cannot nest). */}
      {lines.map((line) => (
        <Form key={keyOf(line)} method="post" id={`remove-${keyOf(line)}`} className="hidden">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="productId" value={line.productId} />
          <input type="hidden" name="color" value={line.color?.slug ?? ""} />
        </Form>
      ))}
      <Form method="post" key={lines.map((line) => `${keyOf(line)}:${line.quantity}`).join()}>
        <input type="hidden" name="intent" value="update" />
        {cart.parcels.map((parcel) => (
          <section
            key={parcel.seller?.id ?? "store"}
            className="mb-5 rounded-md border border-gray-200 p-3"
            aria-labelledby={`parcel-${parcel.seller?.id ?? "store"}`}
          >
            <h2 id={`parcel-${parcel.seller?.id ?? "store"}`} className="font-bold">
              <SoldBy seller={parcel.seller} className="hover:text-brand-700 hover:underline" />
            </h2>
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">
                <SoldBy seller={parcel.seller} link={false} />
              </caption>
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
                {parcel.lines.map((line) => (
                  <tr
                    key={keyOf(line)}
                    className="border-b border-gray-100 max-md:grid max-md:grid-cols-[5rem_1fr_auto] max-md:gap-x-3 max-md:py-3"
                  >
                    <td className="py-3 max-md:row-span-4">
                      {line.image ? (
                        <img src={line.image} alt="" width={72} height={72} className="size-18 rounded object-cover" />
                      ) : null}
                    </td>
                    <td className="py-3 pe-3">
                      <Link to={productPath(line.slug, line.color?.slug)} className="font-semibold hover:underline">
                        <UserText lang={line.nameLang}>{line.name}</UserText>
                      </Link>
                      {line.color ? <ChosenColorText color={line.color} /> : null}
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
                        name={`quantity-${keyOf(line)}`}
                        label={t("cart.quantityOf", { name: line.name })}
                        // null (empty or not a number) stays null: the field says why beside it.
                        value={
                          quantities[keyOf(line)] === undefined ? line.quantity : (quantities[keyOf(line)] ?? null)
                        }
                        onChange={(value) => setQuantities((current) => ({ ...current, [keyOf(line)]: value }))}
                        errorId={tooMany(line) ? `stock-${keyOf(line)}` : undefined}
                      />
                      {tooMany(line) ? (
                        <FieldError
                          id={`stock-${keyOf(line)}`}
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
                        form={`remove-${keyOf(line)}`}
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
            <div className="mt-2">{cart.destination.shipped ? <ParcelShipping {...parcel} money={money} /> : null}</div>
          </section>
        ))}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <Link to="/shop/catalog" className="btn btn-outline">
            {t("cart.continue")}
          </Link>
          {/* Without JavaScript nothing can tell a change, so the button stays usable. */}
          <button
            type="submit"
            className="btn btn-dark"
            disabled={(hydrated && (!changed || refusedValue)) || navigation.state === "submitting"}
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
  const taxes = taxLines(totals.taxes, totals.taxIncluded, totals.reverseCharge);
  const taxLabel = (line: TaxLine) => t(`cart.${TAX_LINE_LABELS[line.kind]}`, { rate: line.percent });
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
        <dt>{t("shipping.parcels", { count: cart.parcels.length })}</dt>
        <dd className="text-end">{money(totals.shipping)}</dd>
        {taxes
          .filter((line) => line.kind !== "included")
          .map((line) => (
            <Fragment key={line.percent}>
              <dt>{taxLabel(line)}</dt>
              <dd className="text-end">{money(line.cents)}</dd>
            </Fragment>
          ))}
        <dt className="border-t border-gray-200 pt-2 text-base font-bold">{t("cart.total")}</dt>
        <dd className="border-t border-gray-200 pt-2 text-end text-base font-bold">{money(totals.total)}</dd>
        {/* Tax included in the prices is part of the total, said after it (decision 058). */}
        {taxes
          .filter((line) => line.kind === "included")
          .map((line) => (
            <Fragment key={line.percent}>
              <dt className="text-xs text-gray-600">{taxLabel(line)}</dt>
              <dd className="text-end text-xs text-gray-600">{money(line.cents)}</dd>
            </Fragment>
          ))}
      </dl>
      <Link to="/shop/checkout" className="btn btn-primary mt-5 w-full">
        {t("cart.proceed")}
      </Link>
    </section>
  );
}

/** Calculate Shipping: the country the parcels go to (their shipping and delivery follow it), and when they arrive. */
function CalculateShipping({
  cart,
  shipCountries,
  shipsEverywhere,
  delivery,
}: Omit<Props, "problem" | "coupon" | "refused">) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <section className="card h-fit p-5" aria-labelledby="calculate-shipping">
      <h2 id="calculate-shipping" className="mb-3 text-lg font-bold">
        {t("cart.calculateShipping")}
      </h2>
      <Form method="post" className="grid gap-3">
        <input type="hidden" name="intent" value="shipTo" />
        <label htmlFor="ship-country" className="text-sm font-semibold">
          {t("shipping.country")}
        </label>
        <select
          id="ship-country"
          name="country"
          aria-describedby={shipsEverywhere ? undefined : "ship-country-only"}
          className="field w-full min-w-0"
          defaultValue={cart.destination.country}
          key={cart.destination.country}
        >
          {shipCountries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {shipsEverywhere ? null : (
          <p id="ship-country-only" className="text-xs text-gray-600">
            {t("checkout.shipsOnlyTo")}
          </p>
        )}
        <button type="submit" className="btn btn-outline" disabled={navigation.state === "submitting"}>
          {t("shipping.update")}
        </button>
      </Form>
      <div className="mt-3">
        <DeliveryEstimate estimate={delivery} />
      </div>
    </section>
  );
}
