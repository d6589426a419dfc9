import { useTranslation } from "~/i18n/translation";
import { partNetCents } from "~domain/ledger";
import { formatMinorUnits } from "~domain/money";
import { cancelledNoteOf } from "~domain/payment-status";
import type { AddressSnapshot } from "~server/db/schema";
import type { OrderDetail } from "~server/orders/history";
import { AddressCard } from "../account/address-card";
import { PostDate } from "../blog/post-card";
import { SoldBy } from "../sellers/sold-by";
import { BusinessBuyerDetails } from "../tax/business-buyer-details";
import { OrderLinesTable } from "./order-lines-table";
import { OrderPayments } from "./order-payments";
import { OrderStatus, PaymentStatus } from "./order-status";
import { OrderTimeline } from "./order-timeline";
import { PaymentInstructions } from "./payment-instructions";
import { TotalsFoot } from "./totals-foot";
import { TrackingNumber } from "./tracking-number";

const asCard = (address: AddressSnapshot) => ({
  ...address,
  company: address.company ?? null,
  apartment: address.apartment ?? null,
  isDefault: false,
});

/**
 * An order as placed: number, date, status, payment method and payment status (with what is still to pay), the lines
 * at the prices paid, the totals in the order's currency, the payments recorded, both addresses and the notes. `addresses: false` leaves the addresses out (tracking).
 */
export function OrderDetails({
  detail,
  addresses = true,
  vatCheck = false,
}: {
  detail: OrderDetail;
  addresses?: boolean;
  /** Whether VIES confirmed a business buyer's VAT number is said too (the back office). */
  vatCheck?: boolean;
}) {
  const { t } = useTranslation();
  const { order, lines } = detail;
  const money = (minor: number) => formatMinorUnits(minor, { symbol: order.currencySymbol });
  const shipmentLabel = useShipmentLabel(detail);
  const moves = moneyMoves(detail);
  return (
    <div className="space-y-6">
      <PaymentInstructions detail={detail} money={money} />
      <dl className="card grid gap-x-6 gap-y-3 p-5 text-sm sm:grid-cols-3 lg:grid-cols-5">
        <div>
          <dt className="text-gray-500">{t("orders.number")}</dt>
          <dd className="font-bold">{order.number}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{t("orders.date")}</dt>
          <dd className="font-semibold">
            <PostDate iso={order.createdAt} />
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">{t("orders.status")}</dt>
          <dd>
            <OrderStatus status={order.status} />
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">{t("orders.paymentMethod")}</dt>
          <dd className="font-semibold">{t(`checkout.payment.${order.paymentMethod}.title`)}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{t("orders.paymentStatus")}</dt>
          <dd>
            <PaymentStatus status={order.paymentStatus} />
            {order.paymentStatus === "awaiting" && order.owedCents < order.totalCents ? (
              <p className="mt-1 text-xs font-semibold text-amber-900">
                {t("payments.owed")} <bdi dir="ltr">{money(order.owedCents)}</bdi>
              </p>
            ) : null}
          </dd>
        </div>
      </dl>

      <OrderLinesTable
        lines={lines}
        caption={t("orders.items")}
        money={money}
        sellerOf={(line) => detail.parts.find((part) => part.id === line.partId)?.seller ?? null}
        cancelledOf={(line) =>
          detail.parts.find((part) => part.id === line.partId)?.status === "cancelled" ? moves.cancelledNote : null
        }
        foot={
          <TotalsFoot
            totals={{
              subtotal: order.subtotalCents,
              discount: order.couponCode ? { code: order.couponCode, amount: order.discountCents } : null,
              shipping: order.shippingCents,
              tax: order.taxCents,
              taxes: order.taxes,
              taxIncluded: order.pricesIncludeTax,
              reverseCharge: order.reverseCharge,
              total: order.totalCents,
              refunds:
                moves.refundedCents > 0
                  ? { refunded: moves.refundedCents, netPaid: moves.receivedCents - moves.refundedCents }
                  : null,
            }}
            money={money}
            labelColumns={3}
          />
        }
      />

      <BusinessBuyerDetails order={order} vatCheck={vatCheck} />
      <OrderPayments detail={detail} money={money} />
      <OrderShipments detail={detail} label={shipmentLabel} money={money} />
      <OrderTimeline history={detail.history} partLabel={shipmentLabel} />

      {addresses ? (
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="order-billing" className="grid grid-rows-[auto_1fr]">
            <h2 id="order-billing" className="mb-2 text-lg font-bold">
              {t("checkout.billingDetails")}
            </h2>
            <AddressCard address={asCard(order.billingAddress)} />
          </section>
          <section aria-labelledby="order-shipping" className="grid grid-rows-[auto_1fr]">
            <h2 id="order-shipping" className="mb-2 text-lg font-bold">
              {t("checkout.shippingAddress")}
            </h2>
            <AddressCard address={asCard(order.shippingAddress)} />
          </section>
        </div>
      ) : null}
      {addresses && order.notes ? (
        <section className="card p-5" aria-labelledby="order-notes">
          <h2 id="order-notes" className="mb-2 text-lg font-bold">
            {t("orders.notes")}
          </h2>
          <p className="whitespace-pre-line text-sm">{order.notes}</p>
        </section>
      ) : null}
    </div>
  );
}

/** What came in and went back for the order, and what its cancelled lines say of their money. */
function moneyMoves(detail: OrderDetail) {
  const sum = (movement: "received" | "refunded") =>
    detail.payments
      .filter((entry) => entry.movement === movement)
      .reduce((total, entry) => total + entry.amountCents, 0);
  const receivedCents = sum("received");
  const refundedCents = sum("refunded");
  const cancelledCents = detail.parts
    .filter((part) => part.status === "cancelled")
    .reduce((total, part) => total + partNetCents({ ...part, pricesIncludeTax: detail.order.pricesIncludeTax }), 0);
  return {
    receivedCents,
    refundedCents,
    cancelledNote: cancelledNoteOf(detail.order.paymentMethod, { receivedCents, refundedCents, cancelledCents }),
  };
}

/** "Shipment 2 of 3" (or "Shipment" when the order has one part): how the buyer tells an order's parts apart. */
export function useShipmentLabel(detail: OrderDetail) {
  const { t } = useTranslation();
  return (partId: number) => {
    const index = detail.parts.findIndex((part) => part.id === partId);
    return detail.parts.length > 1
      ? t("orders.shipmentOf", { number: index + 1, count: detail.parts.length })
      : t("orders.shipment");
  };
}

/** Each seller's part of the order: its status, carrier and tracking number, and the products it holds. */
function OrderShipments({
  detail,
  label,
  money,
}: {
  detail: OrderDetail;
  label: (partId: number) => string;
  money: (minor: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <section className="card p-5" aria-labelledby="order-shipments">
      <h2 id="order-shipments" className="mb-3 text-lg font-bold">
        {t("orders.shipments")}
      </h2>
      <ul className="divide-y divide-gray-100 text-sm">
        {detail.parts.map((part) => (
          <li key={part.id} className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
            <div>
              <p className="font-semibold">
                {label(part.id)} · <SoldBy seller={part.seller} className="text-brand-700 hover:underline" />
              </p>
              <p className="text-gray-600">
                {detail.lines
                  .filter((line) => line.partId === part.id)
                  .map((line) => line.name)
                  .join(", ")}
              </p>
              <p className="text-gray-600">
                {part.shippingCents > 0
                  ? t("shipping.partShipping", { amount: money(part.shippingCents) })
                  : t("shipping.partShippingFree")}
              </p>
              {part.carrier || part.trackingNumber ? (
                <p className="mt-1">
                  {t("orders.shippedWith", { carrier: part.carrier ?? "—" })}{" "}
                  {part.trackingNumber ? (
                    <span>
                      {t("orders.tracking")} <TrackingNumber carrier={part.carrier} number={part.trackingNumber} />
                    </span>
                  ) : null}
                </p>
              ) : null}
            </div>
            <OrderStatus status={part.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}
