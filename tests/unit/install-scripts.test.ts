import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { transform } from "esbuild";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

// package.json's allowScripts (decision 042): no dependency runs an install script, because the two that have one
// (esbuild, sharp) find their binaries in the platform packages npm installs beside them. These say the tools work
// so, and that npm has nothing left to ask about.
const repo = path.resolve(import.meta.dirname, "../..");

describe("dependencies installed without their install scripts", () => {
  it("leaves npm no install script to review, so npm ci prints no warning about them", () => {
    const output = execFileSync("npm", ["install-scripts", "ls"], { cwd: repo, encoding: "utf8" });
    expect(output).toContain("No packages with unreviewed install scripts");
  }, 60_000); // npm reads the whole tree: more than 5 s on a busy machine.

  it("keeps one esbuild for every tool that needs one", () => {
    const lock = JSON.parse(readFileSync(path.join(repo, "package-lock.json"), "utf8")) as {
      packages: Record<string, { version?: string }>;
    };
    const versions = new Set(
      Object.entries(lock.packages)
        .filter(([where]) => where === "node_modules/esbuild" || where.endsWith("/node_modules/esbuild"))
        .map(([, entry]) => entry.version),
    );
    expect([...versions]).toHaveLength(1);
  });

  it("compiles TypeScript with esbuild's binary", async () => {
    const { code } = await transform("const total: number = 1 + 2;", { loader: "ts" });
    expect(code.trim()).toBe("const total = 1 + 2;");
  });

  it("turns a picture into WebP with sharp's binary", async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#c0392b" } })
      .png()
      .toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    const { format, width, height } = await sharp(webp).metadata();
    expect({ format, width, height }).toEqual({ format: "webp", width: 4, height: 3 });
  });
});
