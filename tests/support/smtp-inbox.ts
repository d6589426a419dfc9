import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { Db } from "~server/db/handle";
import type { MailSettings } from "~server/mail/compose";
import { sendDueMail } from "~server/mail/sender";
import { type MailTransport, smtpTransport } from "~server/mail/transport";

/** Where the tests' mail says it comes from and links to. */
export const TEST_MAIL_SETTINGS: MailSettings = {
  publicUrl: "https://tools.example.com",
  from: "Tool Store <shop@tools.example.com>",
};

/** A real SMTP server on a free local port, keeping what it receives, parsed; and the store's transport to it. */
export type SmtpInbox = {
  url: string;
  transport: MailTransport;
  /** Sends everything due in the outbox to this server, as the app's sender does, until nothing is left. */
  deliverAll(db: Db): Promise<void>;
  mails: ParsedMail[];
  /** Resolves once `count` mails have arrived in all. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Mails to this address, in arrival order. */
  to(address: string): ParsedMail[];
  close(): Promise<void>;
};

export async function startSmtpInbox(auth = { user: "store", pass: "secret" }): Promise<SmtpInbox> {
  const mails: ParsedMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    // Plain SMTP with a login, as a relay on a private network takes it.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(credentials, _session, callback) {
      if (credentials.username === auth.user && credentials.password === auth.pass) {
        callback(null, { user: credentials.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          for (const wake of waiting) wake();
          callback();
        })
        .catch(callback);
    },
  });
  // A sender killed in the middle of a message resets its connection (the crash tests do it on purpose): the
  // server reports it as an error event, which must not end the test run. The message is simply not received.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://${auth.user}:${auth.pass}@127.0.0.1:${port}`;
  const transport = smtpTransport(url);
  return {
    url,
    transport,
    async deliverAll(db) {
      while ((await sendDueMail(db, transport, TEST_MAIL_SETTINGS)) > 0) {}
    },
    mails,
    to: (address) => mails.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address)),
    waitFor(count, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (mails.length < count) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(mails);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`${mails.length} of ${count} mails arrived`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () => {
      transport.close();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
