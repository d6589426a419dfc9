import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fileTransport } from "./transport";

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe("fileTransport", () => {
  it("leaves each message whole under its Message-ID's name, and nothing half-written beside it", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "mail-"));
    folders.push(dir);
    const transport = fileTransport(dir, () => undefined);
    const sends = [1, 2, 3].map((n) =>
      transport.send({
        messageId: `<m${n}@outbox.toolstore>`,
        from: "store@example.com",
        to: "ann@example.com",
        subject: `Order ${n}`,
        html: `<p>${"x".repeat(200_000)}</p>`,
        text: "x".repeat(200_000),
        language: "en",
      }),
    );
    const files = await Promise.all(sends);
    transport.close();
    expect((await readdir(dir)).sort()).toEqual([
      "m1@outbox.toolstore.eml",
      "m2@outbox.toolstore.eml",
      "m3@outbox.toolstore.eml",
    ]);
    for (const [index, file] of files.entries()) {
      const body = await readFile(file, "utf8");
      expect(body).toContain(`Subject: Order ${index + 1}`);
      expect(body.trimEnd().endsWith("--")).toBe(true);
    }
  });
});
