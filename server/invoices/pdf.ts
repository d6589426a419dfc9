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
/** The lines' table: width of each column in logical order (the item's first). */
const COLUMNS = [
  { key: "item", width: 173 },
  { key: "quantity", width: 40 },
  { key: "unitPrice", width: 66 },
  { key: "net", width: 66 },
  { key: "rate", width: 46 },
  { key: "tax", width: 58 },
  { key: "gross", width: 66 },
] as const;

type Align = "start" | "end";

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

  private width(text: string): number {
    return visualRuns(text, "auto").reduce((sum, run) => sum + this.runWidth(run.text), 0);
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
    this.use(options);
    let shown = text;
    while (shown.length > 1 && this.width(shown) > width) shown = `${shown.slice(0, -2).trimEnd()}…`;
    // Each text takes its own direction (a Latin address or "19 %" reads left to right on an Arabic page too); the
    // page's direction sets where it is aligned.
    const runs = visualRuns(shown, "auto").map((run) => ({ ...run, width: this.runWidth(run.text) }));
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    const left = this.physical(x, width);
    const atRight = (align === "end") !== this.rtl;
    let cursor = atRight ? left + width - total : left;
    for (const run of runs) {
      this.doc.text(run.text, cursor, this.y, { lineBreak: false });
      cursor += run.width;
    }
  }

  /** Text wrapped at spaces into lines of `width`, each drawn as a cell; moves down past them. */
  paragraph(text: string, x: number, width: number, options: { bold?: boolean; size?: number } = {}) {
    this.use(options);
    const lines: string[] = [];
    let current = "";
    for (const word of text.split(/\s+/)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.width(candidate) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
    for (const line of lines) {
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

  /** A new page when `height` more would not fit on this one. */
  room(height: number) {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }
}

function money(doc: InvoiceDocument, cents: number): string {
  return formatMinorUnits(cents, doc.currency);
}

function amountCells(page: Page, doc: InvoiceDocument, amount: TaxedAmount, bold = false) {
  const xs = columnStarts();
  page.cell(money(doc, amount.netCents), xs.net, widthOf("net"), "end", { bold });
  page.cell(ratePercent(amount.rate), xs.rate, widthOf("rate"), "end", { bold });
  page.cell(money(doc, amount.taxCents), xs.tax, widthOf("tax"), "end", { bold });
  page.cell(money(doc, amount.grossCents), xs.gross, widthOf("gross"), "end", { bold });
}

function widthOf(key: (typeof COLUMNS)[number]["key"]): number {
  return COLUMNS.find((column) => column.key === key)?.width ?? 0;
}

function columnStarts(): Record<(typeof COLUMNS)[number]["key"], number> {
  let x = 0;
  const starts = {} as Record<(typeof COLUMNS)[number]["key"], number>;
  for (const column of COLUMNS) {
    starts[column.key] = x;
    x += column.width;
  }
  return starts;
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
  if (doc.extractOf) page.paragraph(fill(t.extractNote, { number: doc.extractOf }), 0, WIDTH / 2 - 20);
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
      page.cell(`${t.taxNumber}: ${who.taxNumber}`, x, WIDTH / 2 - 20);
      page.y += ROW - 3;
    }
    return page.y;
  };
  const storeBottom = party(t.from, doc.store, 0);
  const buyerBottom = party(t.billTo, doc.buyer, WIDTH / 2);
  page.y = Math.max(storeBottom, buyerBottom) + 14;
}

function linesTable(page: Page, doc: InvoiceDocument, t: DocumentTexts) {
  const xs = columnStarts();
  const head = () => {
    for (const column of COLUMNS)
      page.cell(t[column.key], xs[column.key], column.width, column.key === "item" ? "start" : "end", { bold: true });
    page.y += ROW;
    page.rule();
  };
  head();
  for (const group of doc.groups) {
    page.room(ROW * 3);
    page.y += 3;
    page.cell(group.seller, 0, WIDTH, "start", { bold: true, size: 9 });
    page.y += ROW;
    for (const line of group.lines) {
      page.room(ROW);
      lineRow(page, doc, line);
      page.y += ROW;
    }
    if (group.shipping) {
      page.room(ROW);
      page.cell(t.shipping, xs.item, widthOf("item"));
      amountCells(page, doc, group.shipping);
      page.y += ROW;
    }
  }
  page.y += 2;
  page.rule();
}

function lineRow(page: Page, doc: InvoiceDocument, line: InvoiceLine) {
  const xs = columnStarts();
  page.cell(line.name, xs.item, widthOf("item") - 4);
  page.cell(String(line.quantity), xs.quantity, widthOf("quantity"), "end");
  page.cell(money(doc, line.unitCents), xs.unitPrice, widthOf("unitPrice"), "end");
  amountCells(page, doc, line);
}

/** Rows of label and amount at the end side of the page. */
function sums(page: Page, rows: [string, string, boolean?][]) {
  for (const [label, value, bold] of rows) {
    page.room(ROW);
    page.cell(label, WIDTH - 290, 200, "end", { bold });
    page.cell(value, WIDTH - 90, 90, "end", { bold });
    page.y += ROW;
  }
}

function rateTable(page: Page, doc: InvoiceDocument, title: string, rows: readonly TaxByRate[], t: DocumentTexts) {
  page.room(ROW * (rows.length + 2));
  page.y += 6;
  page.cell(title, 0, 200, "start", { bold: true, size: 9 });
  page.y += ROW;
  const xs = columnStarts();
  for (const [key, text] of [
    ["rate", t.rate],
    ["net", t.net],
    ["tax", t.tax],
    ["gross", t.gross],
  ] as const)
    page.cell(text, xs[key], widthOf(key), "end", { bold: true });
  page.y += ROW;
  for (const row of rows) {
    page.room(ROW);
    amountCells(page, doc, { rate: row.rate, netCents: row.net, taxCents: row.tax, grossCents: row.net + row.tax });
    page.y += ROW;
  }
}

function body(page: Page, doc: InvoiceDocument, t: DocumentTexts) {
  header(page, doc, t);
  linesTable(page, doc, t);
  rateTable(page, doc, t.taxSummary, doc.byRate, t);
  page.y += 6;
  if (doc.discountCents > 0 && doc.couponCode)
    page.paragraph(fill(t.coupon, { code: doc.couponCode, amount: money(doc, -doc.discountCents) }), 0, WIDTH);
  sums(page, [
    [t.totalNet, money(doc, doc.totals.netCents)],
    [t.totalTax, money(doc, doc.totals.taxCents)],
    [t.total, money(doc, doc.totals.grossCents), true],
  ]);
  if (doc.credit) {
    rateTable(page, doc, t.refundSplit, doc.credit.byRate, t);
    page.y += 6;
    sums(page, [
      [t.totalNet, money(doc, -doc.credit.netCents)],
      [t.totalTax, money(doc, -doc.credit.taxCents)],
      [t.refunded, money(doc, -doc.credit.amountCents), true],
    ]);
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
      page.cell(money(doc, payment.amountCents), WIDTH - 90, 90, "end");
      page.y += ROW;
    }
    sums(page, [
      [t.received, money(doc, doc.receivedCents)],
      [t.due, money(doc, doc.dueCents), true],
    ]);
  }
  if (doc.reverseCharge) {
    page.y += 10;
    page.paragraph(t.reverseCharge, 0, WIDTH, { bold: true });
    // The legal notice in English as well, the language the directive's wording is checked in.
    if (t !== documentTexts.en) page.paragraph(documentTexts.en.reverseCharge, 0, WIDTH, { bold: true });
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
  body(new Page(pdf, directionOf(locale)), doc, t);
  pdf.end();
  return done;
}
