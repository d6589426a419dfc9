import { UserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/translation";
import { formatMinorUnits } from "~domain/money";
import type { PricedCart } from "~server/shopping/priced-cart";
import type { EstimatedDelivery } from "~server/shopping/ship-destination";
import { ChosenColorText } from "../cart/chosen-color-text";
import { TotalsFoot } from "../orders/totals-foot";
import { SoldBy } from "../sellers/sold-by";
import { DeliveryEstimate } from "../shipping/delivery-estimate";
import { ParcelShipping } from "../shipping/parcel-shipping";
import { TableHead } from "../ui/table-head";

/**
 * "Your Order": each seller's parcel with its lines and its shipping, then what the cart costs, as the server priced
 * it for the country the parcels go to, and when they should arrive.
 */
export function OrderSummary({
  cart,
  delivery,
  reverseCharge = false,
}: {
  cart: PricedCart;
  delivery: EstimatedDelivery;
  /** The VAT number typed makes the order zero-rated by reverse charge (decision 060): said, with what is paid then,
   * under the totals. */
  reverseCharge?: boolean;
}) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMinorUnits(minor, cart.currency);
  return (
    <>
      <table className="w-full text-sm">
        <caption className="sr-only">{t("checkout.yourOrder")}</caption>
        <TableHead
          className="text-xs uppercase text-gray-500"
          columns={[{ label: t("cart.product") }, { label: t("cart.total"), align: "end" }]}
        />
        {cart.parcels.map((parcel) => (
          <tbody key={parcel.seller?.id ?? "store"}>
            <tr>
              <th scope="rowgroup" colSpan={2} className="pt-3 text-start font-bold">
                <SoldBy seller={parcel.seller} className="hover:text-brand-700 hover:underline" />
              </th>
            </tr>
            {parcel.lines.map((line) => (
              <tr key={`${line.productId}-${line.color?.slug ?? ""}`} className="border-b border-gray-100">
                <td className="py-2 pe-2">
                  <UserText lang={line.nameLang}>{line.name}</UserText>{" "}
                  <span className="whitespace-nowrap text-gray-500">× {line.quantity}</span>
                  {line.color ? <ChosenColorText color={line.color} /> : null}
                </td>
                <td className="py-2 text-end">{money(line.lineTotal)}</td>
              </tr>
            ))}
            {cart.destination.shipped ? (
              <tr className="border-b border-gray-200">
                <td colSpan={2} className="py-2">
                  <ParcelShipping {...parcel} money={money} />
                </td>
              </tr>
            ) : null}
          </tbody>
        ))}
        <TotalsFoot totals={cart.cost} money={money} labelColumns={1} />
      </table>
      <p role="status" className={reverseCharge ? "mt-2 text-sm font-semibold text-green-800" : "sr-only"}>
        {reverseCharge ? t("vat.reverseChargeAhead", { total: money(cart.zeroRatedTotal) }) : ""}
      </p>
      <div className="mt-3">
        <DeliveryEstimate estimate={delivery} />
      </div>
    </>
  );
}
