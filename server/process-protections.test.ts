import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("removeProtoAccessor", () => {
  it("makes `__proto__` an ordinary key: no object's prototype changes through it, and literals still work", () => {
    // In a process of its own: this one keeps the accessor the test runner relies on.
    const script = `
      const { removeProtoAccessor } = await import("./server/process-protections.ts");
      removeProtoAccessor();
      const target = {};
      target["__proto__"] = { polluted: "yes" };
      const walked = {};
      (walked["__proto__"] ??= {}).status = 418;
      const literal = { __proto__: null };
      console.log(JSON.stringify({
        own: Object.keys(target),
        kept: Object.getPrototypeOf(target) === Object.prototype,
        polluted: ({}).polluted ?? null,
        status: ({}).status ?? null,
        literal: Object.getPrototypeOf(literal),
        setPrototypeOf: Object.getPrototypeOf(Object.setPrototypeOf({}, Array.prototype)) === Array.prototype,
      }));
    `;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", script], {
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({
      own: ["__proto__"],
      kept: true,
      polluted: null,
      status: null,
      literal: null,
      setPrototypeOf: true,
    });
  });
});
