import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getTableName, isTable } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "~server/db/schema";

// What the browser downloads must hold no server module: the build is the truth, whatever the imports say.
const assets = path.resolve(import.meta.dirname, "../../build/client/assets");

function clientScripts(): string {
  if (!existsSync(assets)) throw new Error("No client build: run `npx react-router build` first (npm test does).");
  return readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(path.join(assets, file), "utf8"))
    .join("\n");
}

describe("the client build", () => {
  const scripts = clientScripts();

  it("names none of the database's tables (no schema or query module reached the browser)", () => {
    const tables = Object.values(schema).flatMap((value) => (isTable(value) ? [getTableName(value)] : []));
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((name) => scripts.includes(`"${name}"`))).toEqual([]);
  });

  it("carries no server-only library", () => {
    for (const marker of [
      "drizzle-orm",
      "@electric-sql/pglite",
      "@node-rs/argon2",
      "sharp",
      "node:crypto",
      "pgTable",
      // A server module's top-level statements run in the browser when a route imports it for a constant: one that
      // made an AsyncLocalStorage on import stopped /account/shop from hydrating.
      "AsyncLocalStorage",
    ]) {
      expect(scripts, marker).not.toContain(marker);
    }
  });
});
