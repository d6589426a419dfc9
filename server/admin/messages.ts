import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { SessionUser } from "../accounts/sessions";
import type { Db } from "../db/handle";
import { contactMessages } from "../db/schema";
import { recordAudit } from "./audit";

export const MESSAGES_PAGE_SIZE = 20;

/** The contact form's messages: unread first, then newest first, a page at a time, with how many are unread. */
export async function messagePage(db: Db, page: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        openedAt: contactMessages.openedAt,
        handledAt: contactMessages.handledAt,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .orderBy(sql`(${contactMessages.openedAt} is null) desc`, desc(contactMessages.createdAt))
      .limit(MESSAGES_PAGE_SIZE)
      .offset((page - 1) * MESSAGES_PAGE_SIZE),
    db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${contactMessages.openedAt} is null)::int` })
      .from(contactMessages),
  ]);
  return {
    messages: rows.map(({ openedAt, handledAt, createdAt, ...row }) => ({
      ...row,
      unread: openedAt === null,
      handled: handledAt !== null,
      createdAt: createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    unread: counted?.unread ?? 0,
  };
}

/** One message, whole; opening it marks it read (the first time). */
export async function openMessage(db: Db, id: number) {
  const [message] = await db
    .update(contactMessages)
    .set({ openedAt: sql`coalesce(${contactMessages.openedAt}, now())` })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!message) return null;
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    locale: message.locale,
    handled: message.handledAt !== null,
    createdAt: message.createdAt.toISOString(),
  };
}

/** Marks a message handled (once), with its audit row. False when there is no such message. */
export async function handleMessage(db: Db, operator: SessionUser, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .update(contactMessages)
      .set({ handledAt: sql`now()`, openedAt: sql`coalesce(${contactMessages.openedAt}, now())` })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
      .returning({ id: contactMessages.id, subject: contactMessages.subject, email: contactMessages.email });
    if (!message) {
      const [exists] = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      return exists !== undefined;
    }
    await recordAudit(tx, operator, {
      action: "message.handle",
      subject: `message:${message.id}`,
      subjectLabel: `${message.subject} (${message.email})`,
    });
    return true;
  });
}
