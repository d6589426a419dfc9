import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A received mail as far as a test of many mails needs it: its Message-ID, recipient and subject (decoded). */
export type HeaderMail = { messageId: string; to: string; subject: string };

export type HeaderInbox = {
  url: string;
  mails: HeaderMail[];
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

/** RFC 2047 encoded-words (what nodemailer writes for a subject outside ASCII), base64 or quoted-printable, UTF-8. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text
            .replace(/_/g, " ")
            .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

function headerOf(head: string, name: string): string {
  const found = head.match(new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, "im"));
  return decodeWords((found?.[1] ?? "").replace(/\r?\n[ \t]+/g, " ").trim());
}

/**
 * An SMTP server on a free local port that keeps only the headers a crash test counts: the full parse of
 * `smtp-inbox.ts` (mailparser) costs more than the store's own sending, for a thousand mails.
 */
export async function startHeaderInbox(auth = { user: "store", pass: "secret" }): Promise<HeaderInbox> {
  const mails: HeaderMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(credentials, _session, callback) {
      if (credentials.username === auth.user && credentials.password === auth.pass) callback(null, { user: auth.user });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
        mails.push({
          messageId: headerOf(head, "Message-ID"),
          to: session.envelope.rcptTo[0]?.address ?? "",
          subject: headerOf(head, "Subject"),
        });
        for (const wake of waiting) wake();
        callback();
      });
    },
  });
  // A sender killed in the middle of a message resets its connection: not an error of the test.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${auth.user}:${auth.pass}@127.0.0.1:${port}`,
    mails,
    waitFor(count, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (mails.length < count) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`${mails.length} of ${count} mails arrived`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
