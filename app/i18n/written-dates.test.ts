import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translator } from "~domain/translator";
import { writtenDate, writtenDay } from "~domain/written-dates";
import ar from "./ar.json";
import en from "./en.json";
import ru from "./ru.json";

const languages = [
  ["en", translator("en", en)],
  ["ru", translator("ru", ru)],
  ["ar", translator("ar", ar)],
] as const;

// Any instant from 1970 to 2200.
const instants = fc.date({ min: new Date(0), max: new Date(Date.UTC(2200, 0, 1)), noInvalidDate: true });

describe("dates written without Intl", () => {
  it.each(languages)("writes a whole date in %s as Intl's long date style does", (language, t) => {
    const long = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
    fc.assert(
      fc.property(instants, (at) => {
        expect(writtenDate(t, at)).toBe(long.format(at));
        expect(writtenDate(t, at.toISOString())).toBe(long.format(at));
      }),
    );
  });

  it.each(languages)("writes a day and month in %s as Intl's short month does", (language, t) => {
    const short = new Intl.DateTimeFormat(language, { day: "numeric", month: "short", timeZone: "UTC" });
    fc.assert(
      fc.property(instants, (at) => {
        expect(writtenDay(t, at)).toBe(short.format(at));
        // An ISO date is that calendar day in UTC.
        expect(writtenDay(t, at.toISOString().slice(0, 10))).toBe(short.format(at));
      }),
    );
  });

  it("names each month once in every language", () => {
    for (const [, t] of languages) {
      const year = Array.from({ length: 12 }, (_, month) => writtenDate(t, new Date(Date.UTC(2026, month, 1))));
      expect(new Set(year).size).toBe(12);
    }
    expect(writtenDate(languages[0][1], "2026-11-30")).toBe("November 30, 2026");
    expect(writtenDay(languages[1][1], "2026-05-09")).toBe("9 мая");
  });
});
