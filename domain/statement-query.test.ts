import { describe, expect, it } from "vitest";
import { defaultPeriod, parseStatementPeriod, statementForm } from "./statement-query";

const parse = (query: string) => parseStatementPeriod(new URLSearchParams(query));

describe("a statement's period", () => {
  it("takes two days in order, the same day twice too", () => {
    expect(parse("from=2026-11-01&to=2026-11-30")).toMatchObject({
      ok: true,
      period: { from: "2026-11-01", to: "2026-11-30" },
    });
    expect(parse("from=2026-11-05&to=2026-11-05").ok).toBe(true);
  });

  it("says beside each field what is wrong, keeping what was typed", () => {
    expect(parse("from=2026-02-30&to=")).toEqual({
      ok: false,
      errors: { from: "statement.errors.day", to: "errors.required" },
      values: { from: "2026-02-30", to: "" },
    });
    expect(parse("from=2026-12-01&to=2026-11-01")).toMatchObject({
      ok: false,
      errors: { to: "statement.errors.order" },
    });
    expect(parse("from=__proto__&to=2026-11-01&to=x")).toMatchObject({
      ok: false,
      errors: { from: "statement.errors.day" },
    });
    expect(parse("")).toMatchObject({ ok: false, errors: { from: "errors.required", to: "errors.required" } });
  });

  it("offers the month so far, and shows a period asked again with its messages", () => {
    expect(defaultPeriod("2026-11-27")).toEqual({ from: "2026-11-01", to: "2026-11-27" });
    expect(statementForm(new URLSearchParams("page=2"), "2026-11-27")).toEqual({
      values: { from: "2026-11-01", to: "2026-11-27" },
      errors: {},
    });
    expect(statementForm(new URLSearchParams("from=2026-13-01&to=2026-11-02"), "2026-11-27")).toEqual({
      values: { from: "2026-13-01", to: "2026-11-02" },
      errors: { from: "statement.errors.day" },
    });
  });
});
