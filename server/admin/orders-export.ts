import type { AdminOrdersQuery } from "~domain/admin-orders-query";
import { plainMinorUnits } from "~domain/money";
import type { SessionUser } from "../accounts/sessions";
import type { Db } from "../db/handle";
import { recordAudit } from "./audit";
import { csvCell } from "./newsletter-export";
import { ordersWhere } from "./orders";

const HEADER = [
  "order",
  "placed_at",
  "email",
  "status",
  "payment",
  "method",
  "currency",
  "total",
  "received",
  "refunded",
  "pay_by",
  "references",
];

/** What a query asked, for the audit log: its filters as the list's address names them. */
function described(query: AdminOrdersQuery): string {
  const parts = [
    query.q && `q=${query.q}`,
    query.status && `status=${query.status}`,
    query.payment && `payment=${query.payment}`,
    query.method && `method=${query.method}`,
    query.parcel && `parcel=${query.parcel}`,
    query.from && `from=${query.from}`,
    query.to && `to=${query.to}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : "all";
}

/**
 * The orders the list shows under `query` (every page of it, in its order) as CSV (issue 48): number, when placed,
 * email, statuses (as codes, for spreadsheets), the way to pay, the currency, the total, what came in and went back
 * (plain numbers in the order's currency), the day to pay by and the payments' references. Every text is a safe quoted
 * cell; the export is in the audit log.
 */
export async function adminOrdersCsv(
  db: Db,
  operator: Pick<SessionUser, "id" | "email">,
  query: AdminOrdersQuery,
  now: Date,
): Promise<string> {
  const { rows } = await ordersWhere(db, query, now, null);
  await recordAudit(db, operator, {
    action: "order.export",
    subject: "orders:filtered",
    subjectLabel: `${rows.length} orders: ${described(query)}`.slice(0, 300),
  });
  const lines = [
    HEADER.map(csvCell).join(","),
    ...rows.map((row) =>
      [
        csvCell(row.number),
        csvCell(row.createdAt.toISOString()),
        csvCell(row.email),
        csvCell(row.status),
        csvCell(row.paymentState),
        csvCell(row.paymentMethod),
        csvCell(row.currencyCode),
        plainMinorUnits(row.totalCents),
        plainMinorUnits(row.receivedCents),
        plainMinorUnits(row.refundedCents),
        csvCell(row.payBy?.toISOString().slice(0, 10) ?? ""),
        csvCell(row.references),
      ].join(","),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
