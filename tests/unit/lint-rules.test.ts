import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The project's own Biome configuration, run over small files placed where the rules look: each case is
// one import in one folder, and the test says whether `npm test` (its lint step) would fail on it.
const repo = path.resolve(import.meta.dirname, "../..");
const cases = {
  "app/components/cart-value.tsx":
    'import { cartLinesOf } from "~server/shopping/cart";\nexport const a = cartLinesOf;\n',
  "app/components/cart-relative.tsx":
    'import { cartLinesOf } from "../../server/shopping/cart";\nexport const a = cartLinesOf;\n',
  "app/lib/hook-value.ts": 'import { requireUser } from "~server/accounts/sessions";\nexport const a = requireUser;\n',
  "app/components/cart-type.tsx":
    'import type { CartLine } from "~server/shopping/cart";\nexport const a: CartLine | null = null;\n',
  "app/routes/cart-loader.tsx": 'import { cartLinesOf } from "~server/shopping/cart";\nexport const a = cartLinesOf;\n',
  "app/lib/action.server.ts":
    'import { requireUser } from "~server/accounts/sessions";\nexport const a = requireUser;\n',
  "server/orders/uses-app.ts": 'import { useMoney } from "~/lib/root-data";\nexport const a = useMoney;\n',
  "server/orders/uses-app-relative.ts": 'import { SITE } from "../../app/lib/site";\nexport const a = SITE;\n',
  "server/orders/uses-domain.ts": 'import { convertCents } from "~domain/money";\nexport const a = convertCents;\n',
  "domain/uses-server.ts": 'import { db } from "~server/db/client";\nexport const a = db;\n',
  "domain/uses-app.ts": 'import { SITE } from "~/lib/site";\nexport const a = SITE;\n',
  "domain/uses-node.ts": 'import { readFileSync } from "node:fs";\nexport const a = readFileSync;\n',
  "domain/uses-database.ts": 'import { sql } from "drizzle-orm";\nexport const a = sql;\n',
  "domain/uses-zod.ts":
    'import { z } from "./zod";\nimport { convertCents } from "./money";\nexport const a = [z, convertCents];\n',
  "domain/uses-zod-itself.ts": 'import { z } from "zod";\nexport const a = z;\n',
  "app/components/uses-zod.tsx": 'import { z } from "~domain/zod";\nexport const a = z;\n',
  "app/routes/uses-zod-itself.ts": 'import { z } from "zod";\nexport const a = z;\n',
  "app/routes/own-form-reading.ts":
    "export async function action({ request }: { request: Request }) {\n  return Object.fromEntries(await request.formData());\n}\n",
  "app/routes/own-body-reading.ts":
    "export async function action({ request }: { request: Request }) {\n  const form = await request.formData();\n  return form.get('a');\n}\n",
  "app/routes/reads-form.ts":
    'import { readForm } from "~server/http/form-data";\nexport async function action({ request }: { request: Request }) {\n  return (await readForm(request)).get("a");\n}\n',
  "app/components/uses-root.tsx": 'import type { RootData } from "~/root";\nexport const a: RootData | null = null;\n',
  // A circle held together only by a type: type imports vanish from the build, but not from the reader's map.
  "server/circle/first.ts": 'import type { Second } from "./second";\nexport type First = { second?: Second };\n',
  "server/circle/second.ts": 'import type { First } from "./first";\nexport type Second = { first?: First };\n',
  "server/circle/plain.ts": 'import type { First } from "./first";\nexport type Plain = { first?: First };\n',
  "app/routes/search-params.ts":
    "export function loader({ request }: { request: Request }) {\n  return Object.fromEntries(new URL(request.url).searchParams);\n}\n",
};

let flagged: Set<string>;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "import-direction-"));
  const config = JSON.parse(readFileSync(path.join(repo, "biome.json"), "utf8"));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(path.join(dir, "biome.json"), JSON.stringify(config));
  cpSync(path.join(repo, "scripts/lint"), path.join(dir, "scripts/lint"), { recursive: true });
  for (const [file, text] of Object.entries(cases)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  let output = "";
  try {
    execFileSync(path.join(repo, "node_modules/.bin/biome"), ["lint", "--colors=off", "--max-diagnostics=100", "."], {
      cwd: dir,
      encoding: "utf8",
      stdio: "pipe",
    });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    output = `${failed.stdout ?? ""}${failed.stderr ?? ""}`;
  }
  flagged = new Set(
    [
      ...output.matchAll(
        /^(\S+):\d+:\d+ (?:plugin|lint\/style\/noRestrictedImports|lint\/suspicious\/noImportCycles)/gm,
      ),
    ].map((match) => match[1]!),
  );
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the lint step refuses an action that reads a form or a query without the one reader and toolkit", () => {
  it("refuses Object.fromEntries over a request's form data", () => {
    expect(flagged).toContain("app/routes/own-form-reading.ts");
  });

  it("refuses it over a query string: a request's names become keys only through objectFromInput", () => {
    expect(flagged).toContain("app/routes/search-params.ts");
  });

  it("refuses request.formData() outside the one reader, and accepts readForm", () => {
    expect(flagged).toContain("app/routes/own-body-reading.ts");
    expect(flagged).not.toContain("app/routes/reads-form.ts");
  });
});

describe("the lint step refuses zod itself in browser code", () => {
  // domain/zod.ts sets zod up before any schema is built, so that it never tries eval under our policy.
  it.each(["domain/uses-zod-itself.ts", "app/routes/uses-zod-itself.ts"])("refuses %s", (file) => {
    expect(flagged).toContain(file);
  });

  it("accepts z from ~domain/zod", () => {
    expect(flagged).not.toContain("app/components/uses-zod.tsx");
  });
});

describe("the lint step refuses imports against the direction app → domain ← server", () => {
  it.each([
    "app/components/cart-value.tsx",
    "app/components/cart-relative.tsx",
    "app/lib/hook-value.ts",
    "server/orders/uses-app.ts",
    "server/orders/uses-app-relative.ts",
    "domain/uses-server.ts",
    "domain/uses-app.ts",
    "domain/uses-node.ts",
    "domain/uses-database.ts",
  ])("refuses %s", (file) => {
    expect(flagged).toContain(file);
  });

  it.each([
    "app/components/cart-type.tsx",
    "app/routes/cart-loader.tsx",
    "app/lib/action.server.ts",
    "server/orders/uses-domain.ts",
    "domain/uses-zod.ts",
  ])("accepts %s", (file) => {
    expect(flagged).not.toContain(file);
  });
});

describe("the lint step refuses import circles", () => {
  it("refuses two files that import each other, even for types only", () => {
    expect(flagged).toContain("server/circle/first.ts");
    expect(flagged).toContain("server/circle/second.ts");
  });

  it("accepts a file that only imports from the circle", () => {
    expect(flagged).not.toContain("server/circle/plain.ts");
  });

  it("refuses a component that imports the root route", () => {
    expect(flagged).toContain("app/components/uses-root.tsx");
  });
});
