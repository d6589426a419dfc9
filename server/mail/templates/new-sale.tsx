import { Text } from "@react-email/components";
import { type PartTotalRow, partTotalRows } from "~domain/coupon-discount";
import type { Locale } from "~domain/locales";
import type { MailOrder } from "../mail-data";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";
import { AddressBlock, LinesTable, type MailLine, NotesBlock, TotalsTable } from "./order-blocks";

const LABELS: Record<PartTotalRow["kind"], string> = {
  subtotal: "common.subtotal",
  share: "common.discountShare",
  afterShare: "common.afterDiscount",
  shipping: "common.parcelShipping",
  partTotal: "common.partTotal",
};

/** To a seller: their lines of a new order only, where to ship them (with the buyer's contact), and the sale's page. */
export function NewSaleMail({
  locale,
  order,
  lines,
  subtotalCents,
  discountCents,
  shippingCents,
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
  href: string;
}) {
  const t = mailTranslator(locale);
  const buyer = `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`;
  return (
    <MailLayout locale={locale} preview={t("newSale.subject", { number: order.number })} heading={t("newSale.heading")}>
      <Text>{t("newSale.intro", { buyer, number: order.number })}</Text>
      <LinesTable locale={locale} lines={lines} symbol={order.currencySymbol} />
      <TotalsTable
        locale={locale}
        symbol={order.currencySymbol}
        rows={partTotalRows(subtotalCents, discountCents, shippingCents).map((row) => ({
          ...row,
          label: t(LABELS[row.kind], { code: order.couponCode ?? "" }),
        }))}
      />
      <AddressBlock locale={locale} title={t("common.shipTo")} address={order.shippingAddress} contact />
      <NotesBlock locale={locale} notes={order.notes} />
      <ActionLink href={href}>{t("newSale.open")}</ActionLink>
    </MailLayout>
  );
}
