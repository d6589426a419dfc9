import { percentOfRate, type StoreIdentity, splitTax, type TaxByRate, taxByRate } from "./tax";

// Invoices and credit notes (decision 059): what a document says, worked out once from the order's rows when it is
// issued and kept as it was (the `invoices.content` snapshot). The PDF is drawn from this alone.

/** The store's name on a document whose store has not given its legal identity yet (settings `identity`). */
export const STORE_NAME = "Tool Store";

export const DOCUMENT_KINDS = ["invoice", "credit_note"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The counter each kind takes its number from. */
export function seriesOf(kind: DocumentKind): "invoice" | "credit-note" {
  return kind === "invoice" ? "invoice" : "credit-note";
}

/** `2026-000123` for an invoice, `CN-2026-000007` for a credit note. */
export function documentNumber(kind: DocumentKind, year: number, seq: number): string {
  const body = `${year}-${String(seq).padStart(6, "0")}`;
  return kind === "invoice" ? body : `CN-${body}`;
}

/** A document number as it appears in a URL or a file name (both series' shapes, nothing else). */
export function isDocumentNumber(text: string): boolean {
  return /^(CN-)?\d{4}-\d{6,}$/.test(text);
}

/** An amount split into net, rate (millionths), tax and gross, in the order's currency's minor units. */
export type TaxedAmount = { netCents: number; rate: number; taxCents: number; grossCents: number };

export type InvoiceLine = TaxedAmount & {
  name: string;
  quantity: number;
  unitCents: number;
  /** Its share of the coupon's discount, already taken off its net and tax. */
  discountCents: number;
};

/** One seller's lines and parcel: `sellerId` null for the store's own products. */
export type InvoiceGroup = {
  sellerId: string | null;
  seller: string;
  lines: InvoiceLine[];
  shipping: TaxedAmount | null;
};

export type InvoiceParty = { name: string; company: string | null; address: string[]; taxNumber: string | null };

export type InvoicePayment = { occurredOn: string; method: string; amountCents: number };

/** A credit note's refund: the amount, split by the order's rates in proportion (creditSplit). */
export type CreditNoteDetail = {
  correctsInvoice: string | null;
  amountCents: number;
  byRate: TaxByRate[];
  netCents: number;
  taxCents: number;
};

export type InvoiceDocument = {
  kind: DocumentKind;
  number: string;
  /** The day it was issued (YYYY-MM-DD, UTC). */
  issuedOn: string;
  orderNumber: string;
  orderedOn: string;
  locale: string;
  currency: { code: string; symbol: string };
  pricesIncludeTax: boolean;
  store: InvoiceParty & { identityMissing: boolean };
  buyer: InvoiceParty;
  groups: InvoiceGroup[];
  byRate: TaxByRate[];
  couponCode: string | null;
  discountCents: number;
  totals: { netCents: number; taxCents: number; grossCents: number };
  payments: InvoicePayment[];
  receivedCents: number;
  dueCents: number;
  reverseCharge: boolean;
  credit: CreditNoteDetail | null;
  /** A seller's extract of the invoice: only their lines, marked with the invoice's number. */
  extractOf: string | null;
};

type AddressRow = {
  firstName: string;
  lastName: string;
  company?: string;
  country: string;
  state: string;
  city: string;
  postcode: string;
  address: string;
  apartment?: string;
};

/** The rows an invoice is made from (read in the issuing transaction). */
export type InvoiceRows = {
  order: {
    number: string;
    createdAt: Date;
    locale: string;
    currencyCode: string;
    currencySymbol: string;
    pricesIncludeTax: boolean;
    totalCents: number;
    taxCents: number;
    discountCents: number;
    couponCode: string | null;
    billingAddress: AddressRow;
    buyerCompany: string | null;
    buyerVatNumber: string | null;
    reverseCharge: boolean;
  };
  identity: StoreIdentity | null;
  parts: {
    id: number;
    sellerId: string | null;
    sellerName: string | null;
    status: string;
    shippingCents: number;
    shippingTaxCents: number;
    shippingTaxRate: number;
  }[];
  lines: {
    partId: number;
    name: string;
    priceCents: number;
    quantity: number;
    totalCents: number;
    discountCents: number;
    taxRate: number;
    netCents: number;
    taxCents: number;
  }[];
  payments: { movement: "received" | "refunded"; method: string; amountCents: number; occurredOn: string }[];
};

function addressLines(address: AddressRow): string[] {
  return [
    address.address,
    address.apartment ?? "",
    [address.postcode, address.city].filter(Boolean).join(" "),
    [address.state, address.country].filter(Boolean).join(", "),
  ].filter((line) => line.trim() !== "");
}

/**
 * A line's amounts: its tax snapshot (net + tax = what it came to after its discount). A line placed before taxes
 * were recorded (no snapshot: net and tax 0 for a line that cost something) is its total less its discount, untaxed.
 */
export function lineAmounts(line: InvoiceRows["lines"][number]): TaxedAmount {
  const after = line.totalCents - line.discountCents;
  if (line.netCents === 0 && line.taxCents === 0 && after !== 0)
    return { netCents: after, rate: 0, taxCents: 0, grossCents: after };
  return {
    netCents: line.netCents,
    rate: line.taxRate,
    taxCents: line.taxCents,
    grossCents: line.netCents + line.taxCents,
  };
}

/** A parcel's shipping: its price holds its tax when the order's prices do, else the tax comes on top. */
export function shippingAmounts(part: InvoiceRows["parts"][number], pricesIncludeTax: boolean): TaxedAmount {
  const tax = part.shippingTaxCents;
  return pricesIncludeTax
    ? { netCents: part.shippingCents - tax, rate: part.shippingTaxRate, taxCents: tax, grossCents: part.shippingCents }
    : { netCents: part.shippingCents, rate: part.shippingTaxRate, taxCents: tax, grossCents: part.shippingCents + tax };
}

function summaryOf(amounts: readonly TaxedAmount[]): TaxByRate[] {
  return taxByRate(amounts.map((a) => ({ rate: a.rate, net: a.netCents, tax: a.taxCents, gross: a.grossCents })));
}

/**
 * The invoice of an order, from its rows: the store's identity (its name alone when none is set), the buyer's
 * billing details, its lines grouped by seller (the store's own under the store's name) with their parcels'
 * shipping, the tax per rate, the totals as the order has them, and the payments received.
 */
export function invoiceOf(
  rows: InvoiceRows,
  issued: { number: string; issuedAt: Date; kind?: DocumentKind },
): InvoiceDocument {
  const { order, identity } = rows;
  const billing = order.billingAddress;
  const groups: InvoiceGroup[] = rows.parts
    .filter((part) => part.status !== "cancelled")
    .map((part) => ({
      sellerId: part.sellerId,
      seller: part.sellerId === null ? (identity?.legalName ?? STORE_NAME) : (part.sellerName ?? ""),
      lines: rows.lines
        .filter((line) => line.partId === part.id)
        .map((line) => ({
          name: line.name,
          quantity: line.quantity,
          unitCents: line.priceCents,
          discountCents: line.discountCents,
          ...lineAmounts(line),
        })),
      shipping: part.shippingCents > 0 ? shippingAmounts(part, order.pricesIncludeTax) : null,
    }))
    .filter((group) => group.lines.length > 0);
  const amounts = groups.flatMap((group) => [...group.lines, ...(group.shipping ? [group.shipping] : [])]);
  const byRate = summaryOf(amounts);
  const taxCents = byRate.reduce((sum, row) => sum + row.tax, 0);
  const grossCents = amounts.reduce((sum, a) => sum + a.grossCents, 0);
  const received = rows.payments.filter((p) => p.movement === "received");
  const receivedCents = received.reduce((sum, p) => sum + p.amountCents, 0);
  return {
    kind: issued.kind ?? "invoice",
    number: issued.number,
    issuedOn: issued.issuedAt.toISOString().slice(0, 10),
    orderNumber: order.number,
    orderedOn: order.createdAt.toISOString().slice(0, 10),
    locale: order.locale,
    currency: { code: order.currencyCode, symbol: order.currencySymbol },
    pricesIncludeTax: order.pricesIncludeTax,
    store: {
      name: identity?.legalName ?? STORE_NAME,
      company: null,
      address: identity ? identity.address.split(/\r?\n/).filter((line) => line.trim() !== "") : [],
      taxNumber: identity?.taxNumber ?? null,
      identityMissing: identity === null,
    },
    buyer: {
      name: `${billing.firstName} ${billing.lastName}`.trim(),
      company: order.buyerCompany ?? (billing.company || null),
      address: addressLines(billing),
      taxNumber: order.buyerVatNumber,
    },
    groups,
    byRate,
    couponCode: order.couponCode,
    discountCents: order.discountCents,
    totals: { netCents: grossCents - taxCents, taxCents, grossCents },
    payments: received.map((p) => ({ occurredOn: p.occurredOn, method: p.method, amountCents: p.amountCents })),
    receivedCents,
    dueCents: Math.max(0, grossCents - receivedCents),
    reverseCharge: order.reverseCharge,
    credit: null,
    extractOf: null,
  };
}

/**
 * A refund split by the rates it was charged at (decision 059): the refund is shared among the invoice's rates in
 * proportion to each rate's gross, in whole minor units by largest remainder (ties to the lower rate), and each share
 * is split into net and tax as a price that includes tax (splitTax, inclusive). The shares add up to the refund
 * exactly, and net + tax = share for each.
 */
export function creditSplit(amountCents: number, byRate: readonly TaxByRate[]): TaxByRate[] {
  const rows = byRate.filter((row) => row.net + row.tax > 0);
  if (rows.length === 0) return [{ rate: 0, net: amountCents, tax: 0 }];
  const total = BigInt(rows.reduce((sum, row) => sum + row.net + row.tax, 0));
  const amount = BigInt(amountCents);
  const shares = rows.map((row, index) => {
    const product = amount * BigInt(row.net + row.tax);
    return { index, rate: row.rate, cents: product / total, remainder: product % total };
  });
  let left = amount - shares.reduce((sum, share) => sum + share.cents, 0n);
  const order = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of order) {
    if (left === 0n) break;
    share.cents += 1n;
    left -= 1n;
  }
  return shares.map((share) => {
    const split = splitTax(Number(share.cents), share.rate, "inclusive");
    return { rate: share.rate, net: split.net, tax: split.tax };
  });
}

/** A credit note for a refund: the invoice's content with the refund, its split, and the invoice it corrects. */
export function creditNoteOf(
  invoice: InvoiceDocument,
  refund: { number: string; issuedAt: Date; amountCents: number; correctsInvoice: string | null },
): InvoiceDocument {
  const split = creditSplit(refund.amountCents, invoice.byRate);
  return {
    ...invoice,
    kind: "credit_note",
    number: refund.number,
    issuedOn: refund.issuedAt.toISOString().slice(0, 10),
    credit: {
      correctsInvoice: refund.correctsInvoice,
      amountCents: refund.amountCents,
      byRate: split,
      netCents: split.reduce((sum, row) => sum + row.net, 0),
      taxCents: split.reduce((sum, row) => sum + row.tax, 0),
    },
  };
}

/** A seller's extract of an invoice: their group alone, with its own summary and totals, marked with its number. */
export function extractFor(invoice: InvoiceDocument, sellerId: string): InvoiceDocument | null {
  const groups = invoice.groups.filter((group) => group.sellerId === sellerId);
  if (groups.length === 0) return null;
  const amounts = groups.flatMap((group) => [...group.lines, ...(group.shipping ? [group.shipping] : [])]);
  const byRate = summaryOf(amounts);
  const taxCents = byRate.reduce((sum, row) => sum + row.tax, 0);
  const grossCents = amounts.reduce((sum, a) => sum + a.grossCents, 0);
  return {
    ...invoice,
    groups,
    byRate,
    couponCode: null,
    discountCents: 0,
    totals: { netCents: grossCents - taxCents, taxCents, grossCents },
    payments: [],
    receivedCents: 0,
    dueCents: 0,
    credit: null,
    extractOf: invoice.number,
  };
}

/** A rate as people read it on a document: 190000 → "19 %", 55000 → "5.5 %". */
export function ratePercent(rate: number): string {
  return `${percentOfRate(rate)} %`;
}
