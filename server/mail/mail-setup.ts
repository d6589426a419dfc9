import path from "node:path";
import type { Db } from "../db/client";
import type { Env } from "../env";
import type { MailSettings } from "./compose";
import { releaseLeases } from "./outbox";
import { type MailSender, startMailSender } from "./sender";
import { fileTransport, type MailTransport, smtpTransport } from "./transport";

/** Links in mail start at PUBLIC_URL, or the store's local address when it is unset. */
export function mailSettings(env: Env, port: number): MailSettings {
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const from = env.MAIL_FROM ?? `Tool Store <no-reply@${new URL(publicUrl).hostname}>`;
  return { publicUrl, from };
}

/** SMTP when SMTP_URL is set; otherwise .eml files under DATA_DIR/mail. */
export function mailTransport(env: Env): MailTransport {
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL) : fileTransport(path.resolve(env.DATA_DIR, "mail"));
}

/**
 * This process's mail sender, sending through the configured transport. The embedded database's one process first
 * takes back what a process killed before it had taken, so those mails go out now, not when their leases end.
 */
export async function startStoreMailSender(
  db: Db,
  env: Env,
  port: number,
  options: { soleProcess: boolean },
): Promise<MailSender> {
  if (options.soleProcess) {
    const released = await releaseLeases(db);
    if (released > 0) console.log(`Mail: ${released} message(s) a stopped process had taken are due again.`);
  }
  return startMailSender(db, mailTransport(env), mailSettings(env, port));
}
