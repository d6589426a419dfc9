import { zipSync } from "fflate";
import { z } from "zod";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import type { Db } from "../db/handle";
import type { MediaStore } from "../media/store";
import { documentPdf, documentsOfMonth } from "./documents";

/** The month the accountant's ZIP is for: `YYYY-MM`. */
export const invoiceMonthSchema = z.object({
  month: z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "invoice.errors.month"),
});

/**
 * The month's invoices and credit notes as one ZIP for the accountant (fflate; PDFs are compressed already, so they
 * are stored as they are), each under its number; the export is in the audit log.
 */
export async function monthZip(
  db: Db,
  media: MediaStore,
  operator: Pick<SessionUser, "id" | "email">,
  month: string,
): Promise<{ bytes: Uint8Array; filename: string; count: number }> {
  const rows = await documentsOfMonth(db, month);
  const files: Record<string, [Uint8Array, { level: 0 }]> = Object.create(null);
  for (const row of rows) {
    const folder = row.kind === "invoice" ? "invoices" : "credit-notes";
    files[`${folder}/${row.number}.pdf`] = [new Uint8Array(await documentPdf(db, media, row)), { level: 0 }];
  }
  await recordAudit(db, operator, {
    action: "invoices.export",
    subject: `invoices:${month}`,
    subjectLabel: `${month}: ${rows.length}`,
  });
  return {
    bytes: zipSync(files, { mtime: new Date(`${month}-01T00:00:00Z`) }),
    filename: `documents-${month}.zip`,
    count: rows.length,
  };
}
