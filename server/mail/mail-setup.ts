import path from "node:path";
import type { Db } from "../db/handle";
import type { Env } from "../env";
import { orderInvoiceFile } from "../invoices/documents";
import type { Logger } from "../log/logger";
import type { MediaStore } from "../media/store";
import type { MailSettings } from "./compose";
import { releaseLeases } from "./outbox";
import { type MailSender, startMailSender } from "./sender";
import { fileTransport, type MailTransport, smtpTransport } from "./transport";

/**
 * Links in mail start at PUBLIC_URL, or the store's local address when it is unset; pictures are where the media
 * store serves them (a CDN's whole address, or the store's /media under the same start).
 */
export function mailSettings(env: Env, port: number, media?: Pick<MediaStore, "url">): MailSettings {
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const from = env.MAIL_FROM ?? `Tool Store <no-reply@${new URL(publicUrl).hostname}>`;
  const base = publicUrl.replace(/\/+$/, "");
  const mediaUrl = media
    ? (key: string) => {
        const url = media.url(key);
        return url.startsWith("/") ? `${base}${url}` : url;
      }
    : undefined;
  return { publicUrl, from, mediaUrl };
}

/** SMTP when SMTP_URL is set; otherwise .eml files under DATA_DIR/mail, each file's path logged. */
export function mailTransport(env: Env, log: Logger): MailTransport {
  if (env.SMTP_URL) return smtpTransport(env.SMTP_URL);
  return fileTransport(path.resolve(env.DATA_DIR, "mail"), (line) => log.info(line));
}

/**
 * This process's mail sender, sending through the configured transport. The embedded database's one process first
 * takes back what a process killed before it had taken, so those mails go out now, not when their leases end.
 */
export async function startStoreMailSender(
  db: Db,
  env: Env,
  port: number,
  log: Logger,
  options: { soleProcess: boolean; media?: MediaStore },
): Promise<MailSender> {
  if (options.soleProcess) {
    const released = await releaseLeases(db);
    if (released > 0) log.info(`Mail: ${released} message(s) a stopped process had taken are due again.`);
  }
  const media = options.media;
  const settings: MailSettings = {
    ...mailSettings(env, port, media),
    invoiceOf: media ? (orderId) => orderInvoiceFile(db, media, orderId) : undefined,
  };
  return startMailSender(db, mailTransport(env, log), settings, {
    log: (line) => log.error(line),
  });
}
