import { plainMinorUnits } from "~domain/money";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import { csvCell } from "../admin/newsletter-export";
import type { Db } from "../db/handle";
import { storeSettingsIn } from "../settings/store-settings";
import { sellerBalances } from "./balances";
import { payoutSellers } from "./payouts";

// The bank batch (issue 47): what the store can pay each seller now, with where to pay them in full, for the bank's
// bulk transfer. The only file with whole account numbers: operators only, each download audited.

/** The reference offered for a seller's transfer: the store, the day and the start of their id ("TS-20261127-1A2B3C4D"). */
export function batchReference(sellerId: string, now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll("-", "");
  return `TS-${day}-${sellerId.replaceAll("-", "").slice(0, 8).toUpperCase()}`;
}

/**
 * Every seller with a balance available above zero and payout details, the largest first: id, name, email, the US
 * dollars available (a plain number), the holder, the full account, the BIC and a reference; every text a quoted cell
 * safe from spreadsheet formulas. The download is in the audit log.
 */
export async function payoutBatchCsv(db: Db, operator: Pick<SessionUser, "id" | "email">, now = new Date()) {
  const { holdingDays } = await storeSettingsIn(db);
  const owed = (await sellerBalances(db, holdingDays, now)).filter((balance) => balance.availableCents > 0);
  const sellers = await payoutSellers(
    db,
    owed.map((balance) => balance.sellerId),
  );
  const rows = owed.flatMap((balance) => {
    const seller = sellers.get(balance.sellerId);
    return seller?.details ? [{ ...balance, seller, details: seller.details }] : [];
  });
  const totalCents = rows.reduce((sum, row) => sum + row.availableCents, 0);
  await recordAudit(db, operator, {
    action: "payout.batch",
    subject: "payouts:batch",
    subjectLabel: `${rows.length} sellers: ${plainMinorUnits(totalCents)} USD`,
  });
  const header = ["seller_id", "seller", "email", "amount_usd", "holder", "account", "bic", "reference"];
  const lines = [
    header.map(csvCell).join(","),
    ...rows.map((row) =>
      [
        csvCell(row.sellerId),
        csvCell(row.seller.name),
        csvCell(row.seller.email),
        plainMinorUnits(row.availableCents),
        csvCell(row.details.holder),
        csvCell(row.details.account),
        csvCell(row.details.bic ?? ""),
        csvCell(batchReference(row.sellerId, now)),
      ].join(","),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
