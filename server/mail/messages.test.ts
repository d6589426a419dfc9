import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mailDictionaries } from "./translate";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}

const english = leaves(mailDictionaries.en);

describe("the mails' texts", () => {
  it.each(["ru", "ar"] as const)("%s has every English text, and no other, none of them empty", (locale) => {
    const other = leaves(mailDictionaries[locale]);
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    expect([...other].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
  });

  it("has an English text for every key the mails pass to t(), literally or per change", () => {
    const dir = path.resolve("server/mail");
    const files = [
      ...readdirSync(path.join(dir, "templates")).map((name) => path.join(dir, "templates", name)),
      path.join(dir, "compose.tsx"),
    ];
    const used = new Set<string>();
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      for (const match of source.matchAll(/\bt\("([a-zA-Z0-9_.]+)"/g)) if (match[1]) used.add(match[1]);
      for (const match of source.matchAll(/\bt\(`partChanged\.\$\{change\}\.([a-z]+)`/g)) {
        for (const change of ["shipped", "cancelled", "completed"]) used.add(`partChanged.${change}.${match[1]}`);
      }
    }
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((key) => !english.has(key))).toEqual([]);
  });
});
