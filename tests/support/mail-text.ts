import { and, eq } from "drizzle-orm";
import type { Db } from "../../server/db/handle";
import { mailOutbox } from "../../server/db/schema";
import { composeMail } from "../../server/mail/compose";
import { TEST_MAIL_SETTINGS } from "./smtp-inbox";

/** The text of the mail of this kind to `to` about order `number`, as the outbox would send it. */
export async function mailText(db: Db, kind: "order-placed" | "new-sale", to: string, number: string): Promise<string> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.recipient, to)));
  for (const row of rows) {
    const mail = await composeMail(db, row, TEST_MAIL_SETTINGS);
    if (!("gone" in mail) && mail.subject.includes(number)) return mail.text;
  }
  throw new Error(`no ${kind} mail to ${to} about ${number}`);
}
