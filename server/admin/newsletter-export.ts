import { asc, count, eq } from "drizzle-orm";
import type { SessionUser } from "../accounts/sessions";
import type { Db } from "../db/handle";
import { newsletterSubscriptions } from "../db/schema";
import { recordAudit } from "./audit";

/** The subscribers who confirmed their address (double opt-in, decision 057): the ones a campaign goes to. */
export async function subscriberCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.status, "confirmed"));
  return row?.total ?? 0;
}

/**
 * One CSV cell: always quoted, quotes doubled, and a value a spreadsheet would run as a formula (`=`, `+`, `-`, `@`,
 * a tab or a carriage return first) is kept as text with a leading apostrophe (OWASP, CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * The list as CSV (email, date subscribed, language, status: pending, confirmed or unsubscribed), oldest first, and the
 * export in the audit log. The status is there so that nobody mails an address that left the list or never confirmed.
 */
export async function newsletterCsv(db: Db, operator: SessionUser): Promise<string> {
  const rows = await db
    .select({
      email: newsletterSubscriptions.email,
      createdAt: newsletterSubscriptions.createdAt,
      locale: newsletterSubscriptions.locale,
      status: newsletterSubscriptions.status,
    })
    .from(newsletterSubscriptions)
    .orderBy(asc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.id));
  await recordAudit(db, operator, {
    action: "newsletter.export",
    subject: "newsletter:all",
    subjectLabel: `${rows.length} subscribers`,
  });
  const lines = [
    ["email", "date", "language", "status"].map(csvCell).join(","),
    ...rows.map((row) => [row.email, row.createdAt.toISOString(), row.locale, row.status].map(csvCell).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
