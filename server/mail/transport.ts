import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";

/** A rendered mail, ready for a transport. */
export type MailMessage = {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The mail's language (Content-Language). */
  language: string;
  /** Further headers (a campaign's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with it (the paid mail's invoice PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

/** Sends a message and answers what the other side called it (the SMTP server's reply, or the .eml file's path). */
export type MailTransport = {
  describe: string;
  send(message: MailMessage): Promise<string>;
  close(): void;
};

function fields(message: MailMessage) {
  return {
    messageId: message.messageId,
    from: message.from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: { ...message.headers, "Content-Language": message.language },
    attachments: message.attachments,
  };
}

/** Through an SMTP server: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
export function smtpTransport(url: string): MailTransport {
  // Every wait ends well inside the outbox's lease (2 minutes), so a slow server never gets a mail sent twice.
  // One connection kept open and used for one message after another (the sender sends one at a time): a newsletter
  // of thousands does not open thousands of connections (and TLS sessions). Nodemailer opens it again when the server
  // closes it, and after 100 messages.
  const transporter = createTransport({
    url,
    pool: true,
    maxConnections: 1,
    maxMessages: 100,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const { host, port } = new URL(url);
  return {
    describe: `SMTP ${host}${port ? `:${port}` : ""}`,
    async send(message) {
      const info = await transporter.sendMail(fields(message));
      return info.response;
    },
    close: () => transporter.close(),
  };
}

/**
 * Into `.eml` files (the embedded default, with no SMTP server): each message is written whole, as it would be
 * sent, to `dir`, and its path is logged, so a developer opens it with any mail program.
 */
export function fileTransport(dir: string, log: (line: string) => void = console.log): MailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    describe: `files in ${dir}`,
    async send(message) {
      const info = await composer.sendMail(fields(message));
      await mkdir(dir, { recursive: true });
      // The Message-ID names the file: a mail sent again after a crash replaces its first copy.
      const name = `${message.messageId.replace(/[^A-Za-z0-9@.-]/g, "")}.eml`;
      const file = path.join(dir, name);
      // Written beside it, then renamed: whoever reads the folder (a mail program, the browser tests) sees the whole
      // message or none, never the first bytes of one.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
      log(`Mail "${message.subject}" to ${message.to}: ${file}`);
      return file;
    },
    close: () => composer.close(),
  };
}
