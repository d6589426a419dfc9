import { Text } from "@react-email/components";
import { type PartTotalRow, partTotalRows } from "~domain/coupon-discount";
import type { Locale } from "~domain/locales";
import type { PartReceipt } from "../../orders/seller-receipts";
import type { MailOrder } from "../mail-data";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";
import { AddressBlock, LinesTable, type MailLine, NotesBlock, TotalsTable } from "./order-blocks";
import { SellerReceiptBlock } from "./seller-receipt-block";

const LABELS: Record<PartTotalRow["kind"], string> = {
  subtotal: "common.subtotal",
  share: "common.discountShare",
  afterShare: "common.afterDiscount",
  shipping: "common.parcelShipping",
  partTotal: "common.partTotal",
};

/**
 * To a seller: their lines of a new order only, where to ship them (with the buyer's contact), what they receive, and
 * the sale's page. An order paid in advance whose money has not come in says so: not to ship yet (`awaiting`); the
 * "paid, ready to ship" mail follows once it is paid.
 */
export function NewSaleMail({
  locale,
  order,
  lines,
  subtotalCents,
  discountCents,
  shippingCents,
  awaiting,
  receipt,
  href,
}: {
  locale: Locale;
  order: MailOrder;
  lines: MailLine[];
  subtotalCents: number;
  /** The part's share of the order's coupon discount. */
  discountCents: number;
  /** What the buyer paid to ship this parcel (0: free). */
  shippingCents: number;
  /** Paid in advance, and the payment has not come in: the seller must not ship yet. */
  awaiting: boolean;
  receipt: PartReceipt | undefined;
  href: string;
}) {
  const t = mailTranslator(locale);
  const buyer = `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`;
  const news = awaiting ? "newSale.awaiting" : "newSale";
  const shareLabel = order.couponFundedBy === "store" ? "common.storeCouponShare" : "common.discountShare";
  return (
    <MailLayout locale={locale} preview={t(`${news}.subject`, { number: order.number })} heading={t(`${news}.heading`)}>
      <Text>{t(`${news}.intro`, { buyer, number: order.number })}</Text>
      <LinesTable locale={locale} lines={lines} symbol={order.currencySymbol} />
      <TotalsTable
        locale={locale}
        symbol={order.currencySymbol}
        rows={partTotalRows(subtotalCents, discountCents, shippingCents).map((row) => ({
          ...row,
          label: t(row.kind === "share" ? shareLabel : LABELS[row.kind], { code: order.couponCode ?? "" }),
        }))}
      />
      {receipt ? (
        <SellerReceiptBlock
          locale={locale}
          receipt={receipt}
          symbol={order.currencySymbol}
          couponCode={order.couponCode}
        />
      ) : null}
      <AddressBlock locale={locale} title={t("common.shipTo")} address={order.shippingAddress} contact />
      <NotesBlock locale={locale} notes={order.notes} />
      <ActionLink href={href}>{t("newSale.open")}</ActionLink>
    </MailLayout>
  );
}
