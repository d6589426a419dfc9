import type { Db } from "../db/handle";
import { storePendingDocuments } from "../invoices/documents";
import type { Logger } from "../log/logger";
import type { MediaStore } from "../media/store";
import { type Repeating, startRepeating } from "./repeating";

const PASS_MS = 2000;
const PER_PASS = 10;

/**
 * Draws and stores the invoices and credit notes issued but not stored yet (decision 059): issuing happens inside
 * the payment's transaction, the drawing after it here, so a crash between the two loses nothing. Two processes may
 * draw the same document at once: the bytes are the same, so is the file.
 */
export function startInvoiceStoring(db: Db, media: MediaStore, log: Pick<Logger, "info" | "error">): Repeating {
  return startRepeating(
    async () => ({ more: (await storePendingDocuments(db, media, PER_PASS)) === PER_PASS }),
    PASS_MS,
    (error) => log.error(`Invoices: ${error instanceof Error ? error.message : String(error)}`),
  );
}
