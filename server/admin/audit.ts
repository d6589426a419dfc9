import { count, desc } from "drizzle-orm";
import type { SessionUser } from "../accounts/sessions";
import type { Db, Tx } from "../db/handle";
import { auditLog } from "../db/schema";

export const AUDIT_ACTIONS = [
  "review.delete",
  "review.hide",
  "message.handle",
  "user.lock",
  "user.unlock",
  "newsletter.export",
  "product.hide",
  "product.show",
  "product.create",
  "product.update",
  "product.delete",
  "order.part",
  "order.payment",
  "order.refund",
  "order.export",
  "coupon.create",
  "coupon.activate",
  "coupon.deactivate",
  "setting.change",
  "setting.clear",
  "rates.change",
  "payout.record",
  "payout.details",
  "payout.export",
  "payout.batch",
  "payout.statement",
  "conversation.dismiss",
  "operator.mail",
  "product.import",
  "product.export",
  "claim.refund",
  "claim.close",
  "blog.create",
  "blog.update",
  "blog.delete",
  "comment.approve",
  "comment.hide",
  "comment.delete",
  "category.create",
  "category.update",
  "category.move",
  "category.reorder",
  "category.picture",
  "category.delete",
  "category.products",
  "brand.create",
  "brand.update",
  "brand.logo",
  "brand.merge",
  "home.slide.create",
  "home.slide.update",
  "home.slide.delete",
  "home.slide.move",
  "home.settings",
  "page.update",
  "campaign.create",
  "campaign.update",
  "campaign.test",
  "campaign.send",
  "invoices.export",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  action: AuditAction;
  /** `kind:id` of what it was done to. */
  subject: string;
  /** Its name then (a product's name, an account's email…). */
  subjectLabel: string;
  reason?: string | null;
};

/** Writes one row of the audit log, in the transaction of the action it records. */
export async function recordAudit(tx: Tx | Db, operator: Pick<SessionUser, "id" | "email">, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    operatorId: operator.id,
    operatorEmail: operator.email,
    action: entry.action,
    subject: entry.subject,
    subjectLabel: entry.subjectLabel,
    reason: entry.reason ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** The audit log, newest first, a page at a time. */
export async function auditPage(db: Db, page: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        operatorEmail: auditLog.operatorEmail,
        action: auditLog.action,
        subjectLabel: auditLog.subjectLabel,
        reason: auditLog.reason,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog),
  ]);
  return {
    entries: rows.map((row) => ({ ...row, action: row.action as AuditAction, createdAt: row.createdAt.toISOString() })),
    total: counted?.total ?? 0,
  };
}
