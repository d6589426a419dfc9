import { count, isNull } from "drizzle-orm";
import type { Db } from "../db/handle";
import { contactMessages } from "../db/schema";
import { auditPage } from "./audit";
import { subscriberCount } from "./newsletter-export";

/** The back office's first screen: what waits (unread messages), the newsletter's size, the latest actions. */
export async function adminOverview(db: Db) {
  const [[unread], subscribers, audit] = await Promise.all([
    db.select({ total: count() }).from(contactMessages).where(isNull(contactMessages.openedAt)),
    subscriberCount(db),
    auditPage(db, 1),
  ]);
  return { unreadMessages: unread?.total ?? 0, subscribers, latestActions: audit.entries.slice(0, 5) };
}
