import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { LOCALES } from "~domain/locales";
import { type Database, openDatabase } from "~server/db/client";
import { mailOutbox, newsletterCampaigns, newsletterDeliveries, newsletterSubscriptions } from "~server/db/schema";
import { type HeaderInbox, startHeaderInbox } from "../support/smtp-headers-inbox";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Decision 057: a campaign of 1,000 subscribers, its sender killed (SIGKILL) mid-way and started again. Each
// subscriber has one outbox row (its delivery row's unique key, written in the same transaction) and receives the
// campaign as one message. The outbox delivers at least once: a mail the SMTP server had accepted when the process died,
// before its row was marked sent, goes again with the same Message-ID; the test allows that much and no more.

const SUBSCRIBERS = 1000;
let database: TestDatabase;
let reopened: Database | undefined;
let inbox: HeaderInbox;
const children: ChildProcess[] = [];
const childScript = fileURLToPath(new URL("../support/campaign-sender.ts", import.meta.url));

beforeAll(async () => {
  database = await openTestDatabase();
  inbox = await startHeaderInbox();
  // One statement for the whole list, as a store's would be: confirmed, in the three languages in turn.
  await database.db.insert(newsletterSubscriptions).values(
    Array.from({ length: SUBSCRIBERS }, (_, n) => ({
      email: `reader-${n}@example.com`,
      locale: LOCALES[n % LOCALES.length] ?? "en",
      status: "confirmed" as const,
    })),
  );
  await database.db.insert(newsletterCampaigns).values({
    subject: { en: "Autumn tools", ru: "Осенние инструменты", ar: "أدوات الخريف" },
    body: { en: "Rakes and **blowers**.", ru: "Грабли и **воздуходувки**.", ar: "" },
    status: "sending",
    recipients: SUBSCRIBERS,
    sendStartedAt: sql`now()`,
    paidUntil: sql`now()`,
  });
});

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await reopened?.close();
  await inbox?.close();
  await database?.cleanup();
});

/** Starts an app-like process running the newsletter job and the mail sender; resolves once it is sending. */
function startChild(ratePerMinute: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", childScript, database.dataDir, database.databaseUrl ?? "", inbox.url, String(ratePerMinute)],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let errors = "";
    child.stderr?.on("data", (chunk) => {
      errors += String(chunk);
    });
    child.stdout?.on("data", (chunk) => {
      if (String(chunk).includes("sending")) resolve(child);
    });
    child.on("exit", (code, signal) => reject(new Error(`the child stopped (${code ?? signal}): ${errors}`)));
  });
}

async function kill(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

const distinctMessages = () => new Set(inbox.mails.map((mail) => mail.messageId)).size;

it("a campaign of 1,000 subscribers killed mid-way (SIGKILL) and resumed reaches each subscriber as one message", async () => {
  // The embedded database allows one process: this one lets go while the children work.
  await database.close();
  // 30,000 a minute: the campaign takes some seconds to enter the outbox, so the kill may land while it still does.
  const first = await startChild(30_000);
  await inbox.waitFor(200, 240_000);
  await kill(first);
  const beforeRestart = inbox.mails.length;
  expect(beforeRestart).toBeLessThan(SUBSCRIBERS);

  const second = await startChild(30_000);
  const deadline = Date.now() + 300_000;
  while (distinctMessages() < SUBSCRIBERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  // A little longer: a second copy of any message would arrive now.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await kill(second);

  reopened = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  const db = reopened.db;
  const [campaign] = await db.select().from(newsletterCampaigns);
  expect(campaign?.status).toBe("sent");
  // One delivery and one outbox row per subscriber, all sent.
  const [deliveries] = await db
    .select({ rows: sql<number>`count(*)::int`, subscribers: sql<number>`count(distinct subscription_id)::int` })
    .from(newsletterDeliveries);
  expect(deliveries).toEqual({ rows: SUBSCRIBERS, subscribers: SUBSCRIBERS });
  const outbox = await db
    .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, "newsletter-campaign"))
    .groupBy(mailOutbox.status);
  expect(outbox).toEqual([{ status: "sent", n: SUBSCRIBERS }]);

  // Each subscriber received one message (one Message-ID); a copy again only of the mail in flight at the kill.
  const perAddress = new Map<string, Set<string>>();
  for (const mail of inbox.mails) perAddress.set(mail.to, (perAddress.get(mail.to) ?? new Set()).add(mail.messageId));
  expect(perAddress.size).toBe(SUBSCRIBERS);
  expect([...perAddress.values()].every((ids) => ids.size === 1)).toBe(true);
  expect(inbox.mails.length).toBeLessThanOrEqual(SUBSCRIBERS + 1);
  // In each one's language: reader-1 reads Russian, reader-2 the Arabic subject.
  const subjectOf = (n: number) => inbox.mails.find((mail) => mail.to === `reader-${n}@example.com`)?.subject;
  expect([subjectOf(0), subjectOf(1), subjectOf(2)]).toEqual(["Autumn tools", "Осенние инструменты", "أدوات الخريف"]);
}, 600_000);
