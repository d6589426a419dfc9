// A child process for the newsletter's crash test: an app process's newsletter job (handing sending campaigns to the
// outbox at `rate` a minute) and its mail sender (SMTP to the test's server). It runs until it is killed.
// Usage: tsx tests/support/campaign-sender.ts <dataDir> <databaseUrl|""> <smtpUrl> <rate per minute>
import { openDatabase } from "../../server/db/client";
import { releaseLeases } from "../../server/mail/outbox";
import { startMailSender } from "../../server/mail/sender";
import { smtpTransport } from "../../server/mail/transport";
import { startNewsletterJob } from "../../server/newsletter/campaign-sending";

const [dataDir, databaseUrl, smtpUrl, rate] = process.argv.slice(2);
if (!dataDir || !smtpUrl || !rate) throw new Error("usage: campaign-sender <dataDir> <databaseUrl> <smtpUrl> <rate>");
const { db } = await openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
// As the store does at start on the embedded database: what a killed process had taken is due again at once.
if (!databaseUrl) await releaseLeases(db);
const log = { info: () => {}, error: (line: string) => process.stderr.write(`${line}\n`) };
startNewsletterJob(db, Number(rate), log, 20);
startMailSender(
  db,
  smtpTransport(smtpUrl),
  { publicUrl: "https://tools.example.com", from: "shop@example.com" },
  // On PostgreSQL rows a killed process had taken come back when their lease ends: short here, as in mail-crash.
  { intervalMs: 20, leaseSeconds: databaseUrl ? 2 : undefined, log: log.error },
);
process.stdout.write("sending\n");
