import { Section, Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import { type ReceiptRow, sellerReceiptRows } from "~domain/seller-receipt";
import type { PartReceipt } from "../../orders/seller-receipts";
import { mailTranslator } from "../translate";
import { TotalsTable } from "./order-blocks";

const LABELS: Record<ReceiptRow["kind"], string> = {
  items: "receipt.items",
  ownCoupon: "receipt.ownCoupon",
  shipping: "receipt.shipping",
  tax: "receipt.tax",
  commission: "receipt.commission",
  refunded: "receipt.refunded",
  receive: "receipt.receive",
};

/**
 * To a seller: what they receive for their part, figure by figure, as their sale page shows it (decision 043), with
 * who pays a store coupon, what cash on delivery means, and when the money becomes available for a payout.
 */
export function SellerReceiptBlock({
  locale,
  receipt,
  symbol,
  couponCode,
}: {
  locale: Locale;
  receipt: PartReceipt;
  symbol: string;
  couponCode: string | null;
}) {
  const t = mailTranslator(locale);
  if (receipt.cancelled) return null;
  const available = receipt.availableOn
    ? t("receipt.availableOn", {
        date: new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(receipt.availableOn)),
      })
    : receipt.holdingDays === 0
      ? t("receipt.availableAtCompletion")
      : t("receipt.availableAfter", { count: receipt.holdingDays });
  const notes = [
    receipt.projected ? t("receipt.projected") : null,
    receipt.storeCouponCents > 0 ? t("receipt.storeCoupon", { code: couponCode ?? "" }) : null,
    receipt.cash ? t("receipt.cash") : null,
    available,
  ].filter((note): note is string => note !== null);
  return (
    <Section style={{ marginTop: "16px" }}>
      <Text style={{ fontWeight: 700, margin: "0 0 4px" }}>{t("receipt.title")}</Text>
      <TotalsTable
        locale={locale}
        symbol={symbol}
        rows={sellerReceiptRows(receipt).map((row) => ({
          label: t(LABELS[row.kind], { code: couponCode ?? "" }),
          cents: row.cents,
          strong: row.strong,
        }))}
      />
      {notes.map((note) => (
        <Text key={note} style={{ margin: "4px 0 0", fontSize: "14px" }}>
          {note}
        </Text>
      ))}
    </Section>
  );
}
