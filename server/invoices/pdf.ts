import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create } from "fontkit";
import PDFDocument from "pdfkit";
import { type InvoiceDocument, type InvoiceLine, ratePercent, type TaxedAmount } from "~domain/invoice";
import { directionOf, localeOr } from "~domain/locales";
import { formatMinorUnits } from "~domain/money";
import type { TaxByRate } from "~domain/tax";
import { type DocumentTexts, documentTexts, fill } from "./texts";
import { visualRuns } from "./visual-runs";

// A document's PDF (decision 059), drawn with pdfkit from its snapshot alone, in the buyer's language: DejaVu Sans
// (dejavu-fonts-ttf) covers Latin, Cyrillic and Arabic, fontkit shapes Arabic with the font's OpenType tables, and
// each line's runs are put in visual order here (visual-runs.ts). Arabic lays the page out right to left: the
// columns, the blocks and the alignment are mirrored. The creation date is the time, so the same snapshot
// gives the same bytes.

const require = createRequire(import.meta.url);

/**
 * A font parsed once per process and shared by every document: parsing it and its layout tables took most of a
 * document's time (bench/README.md, "Issuing an invoice"). pdfkit takes a parsed fontkit font as a source
 * (PDFFontFactory.open: anything with `layout`), though its types name only files and bytes; each document still
 * embeds its own subset.
 */
function parsedFont(file: string): PDFKit.Mixins.PDFFontSource {
  const font = create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  return font as unknown as PDFKit.Mixins.PDFFontSource;
}
const REGULAR = parsedFont("DejaVuSans.ttf");
const BOLD = parsedFont("DejaVuSans-Bold.ttf");

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
const ROW = 15;
/** The step between the wrapped lines of one product's name. */
const NAME_LINE = 11;
/**
 * The lines' table: each column's narrowest width in logical order (the item's first). A number column is widened
 * per document to hold its widest amount and a gap (GAP) before it, the item's column giving up what they take.
 */
const COLUMNS = [
  { key: "item", width: 173 },
  { key: "quantity", width: 40 },
  { key: "unitPrice", width: 66 },
  { key: "net", width: 66 },
  { key: "rate", width: 46 },
  { key: "tax", width: 58 },
  { key: "gross", width: 66 },
] as const;

/** Space kept free between a column's widest content and the column before it. */
const GAP = 8;

type ColumnKey = (typeof COLUMNS)[number]["key"];
/** Each column's logical start and width for one document. */
type Layout = Record<ColumnKey, { x: number; width: number }>;

/**
 * "start" and "end" follow the page's direction; "number" is always at the right: digits read left to right on an
 * Arabic page too, so their units and decimals line up only at the right edge. Numbers are never cut.
 */
type Align = "start" | "end" | "number";

/** Bidi format marks a text may hold to steer the order (texts.ts); they have no glyph to draw. */
const FORMAT_MARKS = /[\u200e\u200f\u2066-\u2069]/g;

/**
 * A number or code put into a sentence, kept in its own left-to-right order: after Arabic letters the bidirectional
 * algorithm takes digits for Arabic numbers, so "2026-000123" read "000123-2026" and "123 456" read "456 123". The
 * marks (U+200E) are not drawn.
 */
function ltr(value: string): string {
  return `\u200e${value}\u200e`;
}

const widths = new Map<string, number>();

/** Draws on pdfkit with the page's direction: every x is logical (from the start edge), mirrored for Arabic. */
class Page {
  y = PAGE.margin;
  readonly rtl: boolean;
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly dir: "ltr" | "rtl",
  ) {
    this.rtl = dir === "rtl";
  }

  private physical(x: number, width: number): number {
    return this.rtl ? PAGE.margin + WIDTH - x - width : PAGE.margin + x;
  }

  private font = "regular";
  private size = 8.5;

  /** A run's width in the current font and size (kept: the font's layout of a run is the slow part). */
  private runWidth(text: string): number {
    const key = `${this.font}|${this.size}|${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = this.doc.widthOfString(text);
      if (widths.size > 20_000) widths.clear();
      widths.set(key, width);
    }
    return width;
  }

  /** The line's runs in drawing order, without the format marks that only steered it. */
  private runs(text: string) {
    return visualRuns(text, "auto")
      .map((run) => ({ ...run, text: run.text.replace(FORMAT_MARKS, "") }))
      .filter((run) => run.text !== "");
  }

  width(text: string, options: { bold?: boolean; size?: number } = {}): number {
    this.use(options);
    return this.runs(text).reduce((sum, run) => sum + this.runWidth(run.text), 0);
  }

  private use(options: { bold?: boolean; size?: number }) {
    this.font = options.bold ? "bold" : "regular";
    this.size = options.size ?? 8.5;
    this.doc.font(this.font).fontSize(this.size);
  }

  /** One line of text in a box from logical `x`, `width` wide, cut with "…" if it does not fit. */
  cell(
    text: string,
    x: number,
    width: number,
    align: Align = "start",
    options: { bold?: boolean; size?: number } = {},
  ) {
    let shown = text;
    if (align !== "number")
      while (shown.length > 1 && this.width(shown, options) > width) shown = `${shown.slice(0, -2).trimEnd()}…`;
    this.use(options);
    // Each text takes its own direction (a Latin address or "19 %" reads left to right on an Arabic page too); the
    // page's direction sets where it is aligned.
    const runs = this.runs(shown).map((run) => ({ ...run, width: this.runWidth(run.text) }));
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    const left = this.physical(x, width);
    const atRight = align === "number" || (align === "end") !== this.rtl;
    let cursor = atRight ? left + width - total : left;
    for (const run of runs) {
      this.doc.text(run.text, cursor, this.y, { lineBreak: false });
      cursor += run.width;
    }
  }

  /** Text wrapped at spaces into lines of `width` (a word longer than a line is cut when drawn). */
  wrap(text: string, width: number, options: { bold?: boolean; size?: number } = {}): string[] {
    const lines: string[] = [];
    let current = "";
    for (const word of text.split(/\s+/)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.width(candidate, options) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
    return lines;
  }

  /** Text wrapped at spaces into lines of `width`, each drawn as a cell; moves down past them. */
  paragraph(text: string, x: number, width: number, options: { bold?: boolean; size?: number } = {}) {
    for (const line of this.wrap(text, width, options)) {
      this.room(ROW);
      this.cell(line, x, width, "start", options);
      this.y += (options.size ?? 8.5) + 4;
    }
  }

  rule(x = 0, width = WIDTH) {
    const left = this.physical(x, width);
    this.doc
      .moveTo(left, this.y - 2)
      .lineTo(left + width, this.y - 2)
      .lineWidth(0.5)
      .strokeColor("#999999")
      .stroke();
  }

  /** A new page when `height` more would not fit on this one; says whether it began one. */
  room(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    return true;
  }
}

function money(doc: InvoiceDocument, cents: number): string {
  return formatMinorUnits(cents, doc.currency);
}

const AMOUNT_KEYS = ["net", "rate", "tax", "gross"] as const;

function amountTexts(doc: InvoiceDocument, amount: TaxedAmount): Record<(typeof AMOUNT_KEYS)[number], string> {
  return {
    net: money(doc, amount.netCents),
    rate: ratePercent(amount.rate),
    tax: money(doc, amount.taxCents),
    gross: money(doc, amount.grossCents),
  };
}

function byRateAmount(row: TaxByRate): TaxedAmount {
  return { rate: row.rate, netCents: row.net, taxCents: row.tax, grossCents: row.net + row.tax };
}

function amountCells(page: Page, layout: Layout, doc: InvoiceDocument, amount: TaxedAmount, bold = false) {
  const texts = amountTexts(doc, amount);
  for (const key of AMOUNT_KEYS) page.cell(texts[key], layout[key].x, layout[key].width, "number", { bold });
}

/** The blocks of totals under the table (the document's, then the refund's or the payments'): label, amount, bold. */
function sumRows(doc: InvoiceDocument, t: DocumentTexts): [string, string, boolean?][][] {
  const blocks: [string, string, boolean?][][] = [
    [
      [t.totalNet, money(doc, doc.totals.netCents)],
      [t.totalTax, money(doc, doc.totals.taxCents)],
      [t.total, money(doc, doc.totals.grossCents), true],
    ],
  ];
  if (doc.credit)
    blocks.push([
      [t.totalNet, money(doc, -doc.credit.netCents)],
      [t.totalTax, money(doc, -doc.credit.taxCents)],
      [t.refunded, money(doc, -doc.credit.amountCents), true],
    ]);
  else if (!doc.extractOf)
    blocks.push([
      [t.received, money(doc, doc.receivedCents)],
      [t.due, money(doc, doc.dueCents), true],
    ]);
  return blocks;
}

/**
 * The columns for this document: each number column as wide as its widest text (header, amounts, and for the gross
 * column the totals) plus GAP, never narrower than its default; the item's column takes what is left.
 */
function layoutOf(page: Page, doc: InvoiceDocument, t: DocumentTexts): Layout {
  const texts: Record<ColumnKey, { text: string; bold: boolean }[]> = {
    item: [],
    quantity: [],
    unitPrice: [],
    net: [],
    rate: [],
    tax: [],
    gross: [],
  };
  for (const column of COLUMNS) texts[column.key].push({ text: t[column.key], bold: true });
  const add = (amount: TaxedAmount, bold = false) => {
    const shown = amountTexts(doc, amount);
    for (const key of AMOUNT_KEYS) texts[key].push({ text: shown[key], bold });
  };
  for (const group of doc.groups) {
    for (const line of group.lines) {
      texts.quantity.push({ text: String(line.quantity), bold: false });
      texts.unitPrice.push({ text: money(doc, line.unitCents), bold: false });
      add(line);
    }
    if (group.shipping) add(group.shipping);
  }
  for (const row of [...doc.byRate, ...(doc.credit?.byRate ?? [])]) add(byRateAmount(row));
  for (const block of sumRows(doc, t))
    for (const [, value, bold] of block) texts.gross.push({ text: value, bold: Boolean(bold) });
  for (const payment of doc.payments) texts.gross.push({ text: money(doc, payment.amountCents), bold: false });
  const widths = COLUMNS.map((column) =>
    column.key === "item"
      ? 0
      : Math.max(
          column.width,
          Math.ceil(Math.max(...texts[column.key].map((entry) => page.width(entry.text, { bold: entry.bold })))) + GAP,
        ),
  );
  const numbers = widths.reduce((sum, width) => sum + width, 0);
  const layout = {} as Layout;
  let x = 0;
  COLUMNS.forEach((column, index) => {
    const width = column.key === "item" ? WIDTH - numbers : (widths[index] ?? column.width);
    layout[column.key] = { x, width };
    x += width;
  });
  return layout;
}

function header(page: Page, doc: InvoiceDocument, t: DocumentTexts) {
  const title = doc.extractOf ? t.extract : doc.kind === "invoice" ? t.invoice : t.creditNote;
  page.cell(title, 0, WIDTH / 2, "start", { bold: true, size: 18 });
  page.y += 28;
  const facts: [string, string][] = [
    [t.number, doc.extractOf ?? doc.number],
    [t.date, doc.issuedOn],
    [t.order, doc.orderNumber],
    [t.orderedOn, doc.orderedOn],
  ];
  if (doc.credit?.correctsInvoice) facts.push([t.corrects, doc.credit.correctsInvoice]);
  const top = page.y;
  for (const [label, value] of facts) {
    page.cell(label, WIDTH / 2, 90, "start", { bold: true });
    page.cell(value, WIDTH / 2 + 90, WIDTH / 2 - 90, "start");
    page.y += ROW - 2;
  }
  const afterFacts = page.y;
  page.y = top;
  if (doc.extractOf) page.paragraph(fill(t.extractNote, { number: ltr(doc.extractOf) }), 0, WIDTH / 2 - 20);
  page.y = Math.max(page.y, afterFacts) + 10;
  const partiesTop = page.y;
  const party = (label: string, who: InvoiceDocument["buyer"], x: number) => {
    page.y = partiesTop;
    page.cell(label, x, WIDTH / 2 - 20, "start", { bold: true, size: 9.5 });
    page.y += ROW;
    const lines = [who.company, who.name, ...who.address].filter((line): line is string => Boolean(line));
    for (const line of lines) {
      page.cell(line, x, WIDTH / 2 - 20);
      page.y += ROW - 3;
    }
    if (who.taxNumber) {
      page.cell(`${t.taxNumber}: ${ltr(who.taxNumber)}`, x, WIDTH / 2 - 20);
      page.y += ROW - 3;
    }
    return page.y;
  };
  const storeBottom = party(t.from, doc.store, 0);
  const buyerBottom = party(t.billTo, doc.buyer, WIDTH / 2);
  page.y = Math.max(storeBottom, buyerBottom) + 14;
}

function linesTable(page: Page, layout: Layout, doc: InvoiceDocument, t: DocumentTexts) {
  const head = () => {
    for (const column of COLUMNS) {
      const { x, width } = layout[column.key];
      if (column.key === "item") page.cell(t.item, x, width - GAP, "start", { bold: true });
      else page.cell(t[column.key], x, width, "number", { bold: true });
    }
    page.y += ROW;
    page.rule();
  };
  head();
  // A table going on over a page has its header again there: a page of amounts without it is not read.
  const room = (height: number) => {
    if (page.room(height)) head();
  };
  for (const group of doc.groups) {
    room(ROW * 3);
    page.y += 3;
    page.cell(group.seller, 0, WIDTH, "start", { bold: true, size: 9 });
    page.y += ROW;
    for (const line of group.lines) {
      const names = page.wrap(line.name, layout.item.width - GAP);
      room(ROW + (names.length - 1) * NAME_LINE);
      lineRow(page, layout, doc, line, names);
    }
    if (group.shipping) {
      room(ROW);
      page.cell(t.shipping, layout.item.x, layout.item.width - GAP);
      amountCells(page, layout, doc, group.shipping);
      page.y += ROW;
    }
  }
  page.y += 2;
  page.rule();
}

/** A line of the table: its name wrapped (`names`: it is what was sold, not cut), the amounts on its first line. */
function lineRow(page: Page, layout: Layout, doc: InvoiceDocument, line: InvoiceLine, names: string[]) {
  const top = page.y;
  names.forEach((name, index) => {
    page.y = top + index * NAME_LINE;
    page.cell(name, layout.item.x, layout.item.width - GAP);
  });
  page.y = top;
  page.cell(String(line.quantity), layout.quantity.x, layout.quantity.width, "number");
  page.cell(money(doc, line.unitCents), layout.unitPrice.x, layout.unitPrice.width, "number");
  amountCells(page, layout, doc, line);
  page.y = top + ROW + (names.length - 1) * NAME_LINE;
}

/** Rows of label and amount at the end side of the page, the amounts under the table's gross column. */
function sums(page: Page, layout: Layout, rows: [string, string, boolean?][]) {
  const labelWidth = 220;
  // Left to right the column's free space already parts the label from a short amount; right to left the amount
  // is at the label's side of its column, so the gap is kept here.
  const gap = page.rtl ? 2 * GAP : GAP;
  for (const [label, value, bold] of rows) {
    page.room(ROW);
    page.cell(label, layout.gross.x - gap - labelWidth, labelWidth, "end", { bold });
    page.cell(value, layout.gross.x, layout.gross.width, "number", { bold });
    page.y += ROW;
  }
}

function rateTable(
  page: Page,
  layout: Layout,
  doc: InvoiceDocument,
  title: string,
  rows: readonly TaxByRate[],
  t: DocumentTexts,
) {
  page.room(ROW * (rows.length + 2));
  page.y += 6;
  page.cell(title, 0, 200, "start", { bold: true, size: 9 });
  page.y += ROW;
  for (const key of AMOUNT_KEYS) page.cell(t[key], layout[key].x, layout[key].width, "number", { bold: true });
  page.y += ROW;
  for (const row of rows) {
    page.room(ROW);
    amountCells(page, layout, doc, byRateAmount(row));
    page.y += ROW;
  }
}

function body(page: Page, doc: InvoiceDocument, t: DocumentTexts) {
  const layout = layoutOf(page, doc, t);
  header(page, doc, t);
  linesTable(page, layout, doc, t);
  rateTable(page, layout, doc, t.taxSummary, doc.byRate, t);
  page.y += 6;
  if (doc.discountCents > 0 && doc.couponCode)
    page.paragraph(
      fill(t.coupon, { code: ltr(doc.couponCode), amount: ltr(money(doc, -doc.discountCents)) }),
      0,
      WIDTH,
    );
  const [totals, after] = sumRows(doc, t);
  sums(page, layout, totals ?? []);
  if (doc.credit) {
    rateTable(page, layout, doc, t.refundSplit, doc.credit.byRate, t);
    page.y += 6;
    sums(page, layout, after ?? []);
  } else if (!doc.extractOf) {
    page.room(ROW * (doc.payments.length + 3));
    page.y += 6;
    page.cell(t.payments, 0, 200, "start", { bold: true, size: 9 });
    page.y += ROW;
    for (const payment of doc.payments) {
      const method = Object.hasOwn(t.method, payment.method)
        ? t.method[payment.method as keyof DocumentTexts["method"]]
        : payment.method;
      page.cell(`${payment.occurredOn}  ${method}`, 0, 300);
      page.cell(money(doc, payment.amountCents), layout.gross.x, layout.gross.width, "number");
      page.y += ROW;
    }
    sums(page, layout, after ?? []);
  }
  if (doc.reverseCharge) {
    page.y += 10;
    page.paragraph(t.reverseCharge, 0, WIDTH, { bold: true });
    // The legal notice in English as well, the language the directive's wording is checked in.
    if (t !== documentTexts.en) page.paragraph(documentTexts.en.reverseCharge, 0, WIDTH, { bold: true });
  }
}

/** On a document of more than one page, each page's foot says whose page it is and which of how many. */
function footers(page: Page, doc: InvoiceDocument, t: DocumentTexts) {
  const { start, count } = page.doc.bufferedPageRange();
  if (count < 2) return;
  for (let index = 0; index < count; index++) {
    page.doc.switchToPage(start + index);
    page.y = BOTTOM + 10;
    const number = ltr(doc.extractOf ?? doc.number);
    page.cell(fill(t.pageOf, { number, page: index + 1, pages: count }), 0, WIDTH, "end", {
      size: 7.5,
    });
  }
}

/** The document's PDF, the same bytes for the same snapshot and issue time. */
export function renderDocumentPdf(doc: InvoiceDocument, issuedAt: Date): Promise<Buffer> {
  const locale = localeOr(doc.locale);
  const t = documentTexts[locale];
  const title = doc.extractOf
    ? `${t.extract} ${doc.extractOf}`
    : `${doc.kind === "invoice" ? t.invoice : t.creditNote} ${doc.number}`;
  const pdf = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    lang: locale,
    bufferPages: true,
    info: { Title: title, Author: doc.store.name, CreationDate: issuedAt, ModDate: issuedAt },
  });
  pdf.registerFont("regular", REGULAR);
  pdf.registerFont("bold", BOLD);
  pdf.fillColor("#111111");
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const page = new Page(pdf, directionOf(locale));
  body(page, doc, t);
  footers(page, doc, t);
  pdf.end();
  return done;
}
