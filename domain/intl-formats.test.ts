import { describe, expect, it } from "vitest";
import { dateFormat, namesIn } from "./intl-formats";

describe("shared formatters", () => {
  it("gives the same formatter for the same language and options, and formats as a new one would", () => {
    const options = { dateStyle: "long", timeZone: "UTC" } as const;
    expect(dateFormat("ru", options)).toBe(dateFormat("ru", { ...options }));
    expect(dateFormat("ru", options)).not.toBe(dateFormat("ar", options));
    const day = new Date("2026-11-29T00:00:00Z");
    expect(dateFormat("ar", options).format(day)).toBe(new Intl.DateTimeFormat("ar", options).format(day));
  });

  it("names countries and languages in the page's language", () => {
    expect(namesIn("en", "region").of("DE")).toBe("Germany");
    expect(namesIn("ru", "language").of("en")).toBe("английский");
    expect(namesIn("en", "region")).not.toBe(namesIn("en", "language"));
  });
});
