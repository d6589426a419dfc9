import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";

/** The e2e store's data folder (playwright.config.ts): without SMTP_URL it writes each mail as an .eml file here. */
function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  return path.join(dataDir, "mail");
}

/** Waits for the store's mail to this address whose subject matches, as a mail program would read it. */
export async function mailTo(address: string, subject: RegExp, timeoutMs = 15_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  const read = new Map<string, ParsedMail>();
  while (Date.now() < deadline) {
    const files = await readdir(mailDir()).catch(() => []);
    for (const file of files) {
      if (!file.endsWith(".eml") || read.has(file)) continue;
      const mail = await simpleParser(await readFile(path.join(mailDir(), file)));
      read.set(file, mail);
    }
    const found = [...read.values()].find(
      (mail) => JSON.stringify(mail.to ?? "").includes(address) && subject.test(mail.subject ?? ""),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${address} matching ${subject} in ${mailDir()}`);
}
