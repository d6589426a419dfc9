import { plainMinorUnits } from "~domain/money";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import { csvCell } from "../admin/newsletter-export";
import type { Db } from "../db/handle";
import { balancesWithSellers } from "./payouts-screen";

/**
 * Every seller's balance as CSV (their id, name, email, available and pending US dollars, the payout account's holder
 * and its last four characters), each text quoted and safe from spreadsheet formulas; the export is in the audit log.
 */
export async function balancesCsv(db: Db, operator: Pick<SessionUser, "id" | "email">, now = new Date()) {
  const rows = await balancesWithSellers(db, now);
  await recordAudit(db, operator, {
    action: "payout.export",
    subject: "payouts:all",
    subjectLabel: `${rows.length} sellers`,
  });
  const header = ["seller_id", "seller", "email", "available_usd", "pending_usd", "payout_holder", "payout_account"];
  const lines = [
    header.map(csvCell).join(","),
    // The amounts are ours, plain numbers (a negative one must stay a number); every text is a safe quoted cell.
    ...rows.map((row) =>
      [
        csvCell(row.sellerId),
        csvCell(row.name),
        csvCell(row.email),
        plainMinorUnits(row.availableCents),
        plainMinorUnits(row.pendingCents),
        csvCell(row.details?.holder ?? ""),
        csvCell(row.details?.account ?? ""),
      ].join(","),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
