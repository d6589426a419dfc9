import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type MessageTree, messageLeaves } from "../../tests/support/message-tree";
import ar from "./ar.json";
import en from "./en.json";
import ru from "./ru.json";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

const english = messageLeaves(en as MessageTree);

/** Each language has its own plural forms (Arabic six, Russian four, English two): compare the base keys. */
const baseKeys = (messages: Map<string, string>) =>
  [...new Set([...messages.keys()].map((key) => key.replace(/_(zero|one|two|few|many|other)$/, "")))].sort();

describe("translations", () => {
  it.each([
    ["ru", ru],
    ["ar", ar],
  ])("%s has every English text, and no other, none of them empty", (_, messages) => {
    const other = messageLeaves(messages as MessageTree);
    expect(baseKeys(other)).toEqual(baseKeys(english));
    expect([...other].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
  });

  it("has an English text for every key the code passes to t() literally", () => {
    const used = new Set<string>();
    for (const file of sourceFiles(path.resolve("app"))) {
      for (const match of readFileSync(file, "utf8").matchAll(/\bt\("([a-zA-Z0-9_.]+)"/g)) {
        if (match[1]) used.add(match[1]);
      }
    }
    // Plural keys live as key_one, key_other…
    const missing = [...used].filter((key) => !english.has(key) && !english.has(`${key}_other`));
    expect(missing).toEqual([]);
  });

  it("has an English text for every message key the server's schemas and results return", () => {
    const used = new Set<string>();
    for (const file of sourceFiles(path.resolve("server"))) {
      for (const match of readFileSync(file, "utf8").matchAll(
        /"((?:[a-z]+\.)+errors\.[a-zA-Z]+|errors\.[a-zA-Z]+)"/g,
      )) {
        if (match[1]) used.add(match[1]);
      }
    }
    // A message with a count lives as key_one, key_other…
    expect([...used].filter((key) => !english.has(key) && !english.has(`${key}_other`))).toEqual([]);
  });
});
