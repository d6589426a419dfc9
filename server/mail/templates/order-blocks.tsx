import { Column, Img, Row, Section, Text } from "@react-email/components";
import { countryName } from "~domain/countries";
import { directionOf, type Locale } from "~domain/locales";
import { formatMinorUnits } from "~domain/money";
import { readableAccount } from "~domain/pay-to";
import type { AddressSnapshot, ChosenColor } from "../../db/schema";
import type { MailOrder } from "../mail-data";
import { mailTranslator } from "../translate";
import { Own, sentence } from "./own-direction";

/**
 * `color`: the colour it was bought in (as named then), null when the product asked for none; `image`: the whole
 * address of the thumbnail of the picture the line kept (its colour's), null without one.
 */
export type MailLine = {
  name: string;
  color: ChosenColor | null;
  quantity: number;
  totalCents: number;
  image: string | null;
};

// Each row is a table of its own in mail markup: the number columns have fixed widths so they line up.
const cell = { padding: "6px 0", fontSize: "14px", borderBottom: "1px solid #e5e7eb" };

/** Where numbers line up: the end of the line, which is the left in Arabic. */
function endOf(locale: Locale) {
  return directionOf(locale) === "rtl" ? ("left" as const) : ("right" as const);
}

/** Where lines begin: the left, the right in Arabic (for text in its own direction, kept aligned with the mail's). */
function startOf(locale: Locale) {
  return directionOf(locale) === "rtl" ? ("right" as const) : ("left" as const);
}

/** The lines bought: product (and its colour), quantity, line total in the order's currency. */
export function LinesTable({ locale, lines, symbol }: { locale: Locale; lines: MailLine[]; symbol: string }) {
  const t = mailTranslator(locale);
  const end = endOf(locale);
  return (
    <Section>
      <Row>
        <Column style={{ ...cell, width: "56px" }} />
        <Column style={{ ...cell, fontWeight: 700 }}>{t("common.product")}</Column>
        <Column style={{ ...cell, fontWeight: 700, textAlign: end, width: "60px" }}>{t("common.quantity")}</Column>
        <Column style={{ ...cell, fontWeight: 700, textAlign: end, width: "110px" }}>{t("common.total")}</Column>
      </Row>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are a fixed list, in the order bought
        <Row key={index}>
          <Column style={{ ...cell, width: "56px" }}>
            {line.image ? <Img src={line.image} alt="" width="48" height="48" style={{ borderRadius: "4px" }} /> : null}
          </Column>
          <Column style={cell}>
            <Own dir="auto">{line.name}</Own>
            {line.color ? <LineColor locale={locale} color={line.color} /> : null}
          </Column>
          <Column style={{ ...cell, textAlign: end, width: "60px" }}>{line.quantity}</Column>
          <Column style={{ ...cell, textAlign: end, width: "110px" }}>
            {formatMinorUnits(line.totalCents, { symbol })}
          </Column>
        </Row>
      ))}
    </Section>
  );
}

/** "Colour: Blue" under a line's name, after a dot of the colour where the mail shows colours. */
function LineColor({ locale, color }: { locale: Locale; color: ChosenColor }) {
  const t = mailTranslator(locale);
  return (
    <Text style={{ margin: "2px 0 0", fontSize: "12px", color: "#4b5563" }}>
      {color.hex ? (
        <span
          style={{
            display: "inline-block",
            width: "10px",
            height: "10px",
            borderRadius: "5px",
            border: "1px solid #d1d5db",
            backgroundColor: color.hex,
            verticalAlign: "middle",
          }}
        />
      ) : null}
      {color.hex ? "\u00a0" : null}
      {t("common.color", { color: color.name[locale] })}
    </Text>
  );
}

/** Subtotal, shipping, tax and total, each a label and an amount at the end. */
export function TotalsTable({
  locale,
  symbol,
  rows,
}: {
  locale: Locale;
  symbol: string;
  rows: { label: string; cents: number; strong?: boolean }[];
}) {
  const end = endOf(locale);
  return (
    <Section style={{ marginTop: "8px" }}>
      {rows.map((row) => (
        <Row key={row.label}>
          <Column style={{ fontSize: "14px", padding: "2px 0", fontWeight: row.strong ? 700 : 400 }}>
            {row.label}
          </Column>
          <Column style={{ fontSize: "14px", padding: "2px 0", textAlign: end, fontWeight: row.strong ? 700 : 400 }}>
            {/* A discount's minus stays before its amount in right-to-left text too. */}
            {row.cents < 0 ? (
              <Own>{formatMinorUnits(row.cents, { symbol })}</Own>
            ) : (
              formatMinorUnits(row.cents, { symbol })
            )}
          </Column>
        </Row>
      ))}
    </Section>
  );
}

/** An address as written at checkout, under its title; with `contact`, the email and phone too. */
export function AddressBlock({
  locale,
  title,
  address,
  contact = false,
}: {
  locale: Locale;
  title: string;
  address: AddressSnapshot;
  contact?: boolean;
}) {
  const t = mailTranslator(locale);
  // Each line one piece in its own direction (a Latin "Dubai, Dubai, 00000" reads so in Arabic), at the mail's start.
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    [address.address, address.apartment].filter(Boolean).join(", "),
    // A country without states or regions leaves the state empty.
    [`${address.postcode} ${address.city}`, address.state].filter(Boolean).join(", "),
    countryName(address.country, locale),
  ].filter((line): line is string => Boolean(line));
  const line = { margin: 0, fontSize: "14px", textAlign: startOf(locale) };
  return (
    <Section style={{ marginTop: "12px" }}>
      <Text style={{ fontWeight: 700, margin: "0 0 4px" }}>{title}</Text>
      {lines.map((text) => (
        <Text key={text} dir="auto" style={line}>
          {text}
        </Text>
      ))}
      {contact ? (
        <>
          <Text style={line}>{sentence(t, "common.email", { email: { own: address.email } })}</Text>
          <Text style={line}>{sentence(t, "common.phone", { phone: { own: address.phone } })}</Text>
        </>
      ) : null}
    </Section>
  );
}

/** The order's notes as the buyer typed them, under their title; nothing when there are none. */
export function NotesBlock({ locale, notes }: { locale: Locale; notes: string | null }) {
  if (!notes) return null;
  const t = mailTranslator(locale);
  return (
    <Section style={{ marginTop: "12px" }}>
      <Text style={{ fontWeight: 700, margin: "0 0 4px" }}>{t("common.notes")}</Text>
      <Text style={{ margin: 0 }}>{notes}</Text>
    </Section>
  );
}

/**
 * Where a bank transfer or a cheque goes, with the amount and the order number as its reference, and the day by which
 * it must arrive; nothing for an order paid otherwise.
 */
export function PayToBlock({
  locale,
  order,
  amountCents,
}: {
  locale: Locale;
  order: Pick<MailOrder, "number" | "payTo" | "payBy" | "currencySymbol">;
  amountCents: number;
}) {
  const { payTo } = order;
  if (!payTo) return null;
  const t = mailTranslator(locale);
  const amount = formatMinorUnits(amountCents, { symbol: order.currencySymbol });
  // Names and postal addresses in the direction they were written in; numbers and codes left to right.
  const rows: (readonly [string, string, "auto" | "ltr"])[] =
    "bank" in payTo
      ? [
          [t("payTo.holder"), payTo.bank.holder, "auto"],
          [t("payTo.account"), readableAccount(payTo.bank.account), "ltr"],
          ...(payTo.bank.bic ? [[t("payTo.bic"), payTo.bank.bic, "ltr"] as const] : []),
          [t("payTo.bank"), payTo.bank.bankName, "auto"],
          [t("payTo.amount"), amount, "ltr"],
          [t("payTo.reference"), order.number, "ltr"],
        ]
      : [
          [t("payTo.payee"), payTo.cheque.payee, "auto"],
          [t("payTo.address"), payTo.cheque.address, "auto"],
          [t("payTo.amount"), amount, "ltr"],
          [t("payTo.onTheBack"), order.number, "ltr"],
        ];
  const payBy = order.payBy ? new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(order.payBy) : null;
  return (
    <Section style={{ marginTop: "8px", padding: "8px 12px", backgroundColor: "#fffbeb", borderRadius: "6px" }}>
      {rows.map(([label, value, dir]) => (
        <Text key={label} style={{ margin: "2px 0", fontSize: "14px" }}>
          {label}:{" "}
          <strong>
            <Own dir={dir}>{value}</Own>
          </strong>
        </Text>
      ))}
      {payBy ? <Text style={{ margin: "6px 0 0", fontSize: "14px" }}>{t("payTo.payBy", { date: payBy })}</Text> : null}
    </Section>
  );
}
