import { redirect } from "react-router";
import { plainMinorUnits } from "~domain/money";
import { type PeriodValues, parseStatementPeriod, type StatementPeriod } from "~domain/statement-query";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import { csvCell } from "../admin/newsletter-export";
import type { Db } from "../db/handle";
import { csvDownload } from "../http/csv-download";
import { payoutSellers } from "./payouts";
import { type SellerStatement, statements } from "./statement";

// Statements of movements as CSV files (issue 47): a seller's own, and the operator's of every seller. Each statement
// is its opening balance, its movements and its closing balance; amounts are plain numbers (US dollars, and the
// order's own currency with its code), every text a quoted cell safe from spreadsheet formulas.

const MOVEMENT_COLUMNS = ["day", "kind", "order", "part", "reference", "amount_usd", "amount", "currency"];

/** A statement's lines after `prefix` (the seller's cells on the operator's file): opening, movements, closing. */
function statementLines(statement: SellerStatement, period: StatementPeriod, prefix: string[]): string[] {
  const balance = (day: string, kind: string, cents: number) => [
    ...prefix,
    csvCell(day),
    csvCell(kind),
    csvCell(""),
    "",
    csvCell(""),
    plainMinorUnits(cents),
    "",
    csvCell(""),
  ];
  return [
    balance(period.from, "opening_balance", statement.openingCents),
    ...statement.movements.map((movement) => [
      ...prefix,
      csvCell(movement.occurredOn),
      csvCell(movement.kind),
      csvCell(movement.orderNumber ?? ""),
      movement.partId === null ? "" : String(movement.partId),
      csvCell(movement.reference ?? ""),
      plainMinorUnits(movement.usdCents),
      plainMinorUnits(movement.amountCents),
      csvCell(movement.currencyCode),
    ]),
    balance(period.to, "closing_balance", statement.closingCents),
  ].map((cells) => cells.join(","));
}

const csvFile = (lines: string[]) => `${lines.join("\r\n")}\r\n`;
const fileName = (prefix: string, period: StatementPeriod) => `${prefix}-${period.from}-${period.to}.csv`;

/** Back to the page of the statement's form, with what was typed, where it says what to fix. */
function backToForm(page: string, values: PeriodValues) {
  return redirect(`${page}?${new URLSearchParams(values)}#statement`);
}

/** One seller's statement of the period asked in `url`, only ever of their own rows; a bad period goes back to the form. */
export async function sellerStatementDownload(db: Db, sellerId: string, url: URL): Promise<Response> {
  const asked = parseStatementPeriod(url.searchParams);
  if (!asked.ok) return backToForm("/account/earnings", asked.values);
  const [statement] = await statements(db, asked.period, sellerId);
  const lines = [
    MOVEMENT_COLUMNS.map(csvCell).join(","),
    ...(statement ? statementLines(statement, asked.period, []) : []),
  ];
  return csvDownload(csvFile(lines), fileName("statement", asked.period));
}

/**
 * Every seller's statement of the period asked in `url`, each line with the seller's id and name, for the operator;
 * the download is in the audit log. A bad period goes back to the form on Payouts.
 */
export async function allStatementsDownload(
  db: Db,
  operator: Pick<SessionUser, "id" | "email">,
  url: URL,
): Promise<Response> {
  const asked = parseStatementPeriod(url.searchParams);
  if (!asked.ok) return backToForm("/admin/payouts", asked.values);
  const all = await statements(db, asked.period, null);
  const sellers = await payoutSellers(
    db,
    all.map((statement) => statement.sellerId),
  );
  await recordAudit(db, operator, {
    action: "payout.statement",
    subject: "payouts:all",
    subjectLabel: `${asked.period.from} – ${asked.period.to}: ${all.length} sellers`,
  });
  const lines = [
    ["seller_id", "seller", ...MOVEMENT_COLUMNS].map(csvCell).join(","),
    ...all.flatMap((statement) =>
      statementLines(statement, asked.period, [
        csvCell(statement.sellerId),
        csvCell(sellers.get(statement.sellerId)?.name ?? ""),
      ]),
    ),
  ];
  return csvDownload(csvFile(lines), fileName("statements", asked.period));
}
