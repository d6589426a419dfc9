import { Section, Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import { TAX_LINE_LABELS, type TaxLine, taxLines } from "~domain/tax-lines";
import type { MailOrder } from "../mail-data";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";
import { AddressBlock, LinesTable, type MailLine, NotesBlock, PayToBlock, TotalsTable } from "./order-blocks";

/**
 * To the buyer: the order as placed, how to pay, both addresses, and where to follow it. An order paid in advance whose
 * money has not come in (`awaiting`) is received and awaits payment: nothing thanks the buyer for money not paid.
 */
export function OrderPlacedMail({
  locale,
  order,
  lines,
  awaiting,
  link,
}: {
  locale: Locale;
  order: MailOrder;
  lines: MailLine[];
  awaiting: boolean;
  link: { href: string; signedIn: boolean };
}) {
  const t = mailTranslator(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(order.createdAt);
  const method = order.paymentMethod;
  const taxes = taxLines(order.taxes, order.pricesIncludeTax, order.reverseCharge);
  const taxRow = (line: TaxLine) => ({
    label: t(`common.${TAX_LINE_LABELS[line.kind]}`, { rate: line.percent }),
    cents: line.cents,
  });
  const news = awaiting ? "orderPlaced.awaiting" : "orderPlaced";
  return (
    <MailLayout locale={locale} preview={t(`${news}.subject`, { number: order.number })} heading={t(`${news}.heading`)}>
      <Text>{t(`${news}.intro`, { number: order.number, date })}</Text>
      <LinesTable locale={locale} lines={lines} symbol={order.currencySymbol} />
      <TotalsTable
        locale={locale}
        symbol={order.currencySymbol}
        rows={[
          { label: t("common.subtotal"), cents: order.subtotalCents },
          ...(order.couponCode
            ? [{ label: t("common.discount", { code: order.couponCode }), cents: -order.discountCents }]
            : []),
          { label: t("common.shipping"), cents: order.shippingCents },
          ...taxes.filter((line) => line.kind !== "included").map(taxRow),
          { label: t("common.total"), cents: order.totalCents, strong: true },
          // Tax included in the prices is part of the total, said after it (decision 058).
          ...taxes.filter((line) => line.kind === "included").map(taxRow),
        ]}
      />
      <Section style={{ marginTop: "16px" }}>
        <Text style={{ fontWeight: 700, margin: "0 0 4px" }}>{t("orderPlaced.howToPay")}</Text>
        <Text style={{ margin: 0 }}>{t("common.payment", { method: t(`payment.${method}.title`) })}</Text>
        <Text style={{ margin: "4px 0 0" }}>{t(`payment.${method}.text`, { number: order.number })}</Text>
        <PayToBlock locale={locale} order={order} amountCents={order.totalCents} />
      </Section>
      <AddressBlock locale={locale} title={t("common.shipTo")} address={order.shippingAddress} />
      <AddressBlock locale={locale} title={t("common.billTo")} address={order.billingAddress} />
      <NotesBlock locale={locale} notes={order.notes} />
      <ActionLink href={link.href}>
        {t(
          awaiting && method === "paypal" && link.signedIn
            ? "orderPlaced.payOrder"
            : link.signedIn
              ? "orderPlaced.viewOrder"
              : "orderPlaced.trackOrder",
        )}
      </ActionLink>
    </MailLayout>
  );
}
