import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { messageLeaves } from "../../tests/support/message-tree";
import { mailDictionaries } from "./translate";

const english = messageLeaves(mailDictionaries.en);

/** Each language has its own plural forms (Arabic six, Russian four, English two): compare the base keys. */
const baseKeys = (messages: Map<string, string>) =>
  [...new Set([...messages.keys()].map((key) => key.replace(/_(zero|one|two|few|many|other)$/, "")))].sort();

describe("the mails' texts", () => {
  it.each(["ru", "ar"] as const)("%s has every English text, and no other, none of them empty", (locale) => {
    const other = messageLeaves(mailDictionaries[locale]);
    expect(baseKeys(other)).toEqual(baseKeys(english));
    expect([...other].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
  });

  it("has an English text for every key the mails pass to t(), literally or per change", () => {
    const dir = path.resolve("server/mail");
    const files = [
      ...readdirSync(path.join(dir, "templates")).map((name) => path.join(dir, "templates", name)),
      path.join(dir, "compose.tsx"),
      path.join(dir, "operator-drafts.tsx"),
    ];
    const used = new Set<string>();
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      for (const match of source.matchAll(/\bt\("([a-zA-Z0-9_.]+)"/g)) if (match[1]) used.add(match[1]);
      for (const match of source.matchAll(/\bt\(`partChanged\.\$\{change\}\.([a-zA-Z]+)`/g)) {
        for (const change of ["shipped", "cancelled", "completed"]) used.add(`partChanged.${change}.${match[1]}`);
      }
      // The reporter's side is a variable: both sides' texts are used.
      if (source.includes("t(`operatorReport.by.")) {
        for (const side of ["buyer", "seller"]) used.add(`operatorReport.by.${side}`);
      }
    }
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((key) => !english.has(key) && !english.has(`${key}_other`))).toEqual([]);
  });
});
