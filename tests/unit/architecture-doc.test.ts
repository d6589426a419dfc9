import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/architecture.md is the map of the code, kept true by every change (issue 46): a folder added under server/
// or app/ without a line there fails here, and so does a page of docs/ the README does not lead to.
const repo = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(repo, file), "utf8");

function foldersUnder(dir: string): string[] {
  return readdirSync(path.join(repo, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => `${dir}/${entry.name}/`);
}

describe("the architecture page", () => {
  const architecture = read("docs/architecture.md");

  it.each([...foldersUnder("server"), ...foldersUnder("app")])("names %s", (folder) => {
    expect(architecture).toContain(`\`${folder}\``);
  });

  it("draws its diagram with a tool GitHub runs (Mermaid)", () => {
    expect(architecture).toMatch(/```mermaid\n/);
  });
});

describe("the README", () => {
  const readme = read("README.md");

  it("is a quick start of at most 250 lines", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(250);
  });

  it("shows the two commands", () => {
    expect(readme).toContain("npm ci && npm start");
    expect(readme).toContain("npm test");
  });

  it.each(readdirSync(path.join(repo, "docs")).filter((name) => name.endsWith(".md")))("links docs/%s", (page) => {
    expect(readme).toContain(`](docs/${page}`);
  });
});
