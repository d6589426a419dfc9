import { asc, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { type FormFailure, parseForm } from "~domain/form";
import { localeOr } from "~domain/locales";
import { kindsOff, mailPreferencesSchema, OPERATOR_MAIL_KINDS, type OperatorMailKind } from "~domain/operator-mail";
import type { SessionUser } from "../accounts/sessions";
import type { Db } from "../db/handle";
import { operatorMailOptOuts, users } from "../db/schema";
import { recordAudit } from "./audit";

type Operator = Pick<SessionUser, "id" | "email">;

/** The kinds of operator mail this operator gets (all, unless they turned some off), and the language they come in. */
export async function mailPreferencesOf(db: Db, userId: string) {
  const [off, [account]] = await Promise.all([
    db
      .select({ kind: operatorMailOptOuts.kind })
      .from(operatorMailOptOuts)
      .where(eq(operatorMailOptOuts.userId, userId))
      .orderBy(asc(operatorMailOptOuts.kind)),
    db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)),
  ]);
  const wanted: OperatorMailKind[] = OPERATOR_MAIL_KINDS.filter((kind) => !off.some((row) => row.kind === kind));
  return { wanted, locale: localeOr(account?.locale ?? "en") };
}

/** Keeps what the operator wants: every kind not ticked turned off, each ticked on again; audited. */
export async function saveMailPreferences(db: Db, operator: Operator, wanted: OperatorMailKind[]): Promise<void> {
  const off = kindsOff(wanted);
  await db.transaction(async (tx) => {
    await tx.delete(operatorMailOptOuts).where(eq(operatorMailOptOuts.userId, operator.id));
    if (off.length > 0) {
      await tx.insert(operatorMailOptOuts).values(off.map((kind) => ({ userId: operator.id, kind })));
    }
    await recordAudit(tx, operator, {
      action: "operator.mail",
      subject: `user:${operator.id}`,
      subjectLabel: `${operator.email}: off ${off.length > 0 ? off.join(", ") : "none"}`,
    });
  });
}

/**
 * The form's post: the kinds ticked are wanted. Saved, back to the page with `?saved` (its note shows with or without
 * scripts); a form that is not ours (a kind we do not know) is refused with the page's message.
 */
export async function mailPreferencesAction(db: Db, form: FormData, operator: Operator) {
  const parsed = parseForm(mailPreferencesSchema, form);
  if (!parsed.ok) return data<FormFailure>({ ...parsed, formError: "admin.myMail.refused" }, 400);
  await saveMailPreferences(db, operator, parsed.data.wanted);
  return redirect("/admin/my-mail?saved", 303);
}
