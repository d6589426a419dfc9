import { describe, expect, it } from "vitest";
import { convertCents, formatMoney, plainMinorUnits } from "./money";

const USD = { code: "USD", symbol: "$", rate: 1 };
const EUR = { code: "EUR", symbol: "€", rate: 0.92 };
const RUB = { code: "RUB", symbol: "₽", rate: 92.5 };

describe("money", () => {
  it("shows US dollars as symbol plus value with two decimals", () => {
    expect(formatMoney(2500, USD)).toBe("$25.00");
    expect(formatMoney(5, USD)).toBe("$0.05");
  });

  it("converts with the stored rate before formatting", () => {
    expect(formatMoney(10000, EUR)).toBe("€92.00");
    expect(formatMoney(1999, RUB)).toBe("₽1,849.08");
  });

  it("rounds converted cents half away from zero", () => {
    expect(convertCents(1999, EUR)).toBe(1839); // 1839.08
    expect(convertCents(125, { code: "X", symbol: "X", rate: 0.5 })).toBe(63); // 62.5
    expect(convertCents(-125, { code: "X", symbol: "X", rate: 0.5 })).toBe(-63);
  });

  it("groups thousands and keeps the sign in front", () => {
    expect(formatMoney(123456789, USD)).toBe("$1,234,567.89");
    expect(formatMoney(-2500, USD)).toBe("-$25.00");
  });

  it("writes minor units as a plain number for files and fields, the sign kept", () => {
    expect(plainMinorUnits(123_405)).toBe("1234.05");
    expect(plainMinorUnits(-40)).toBe("-0.40");
    expect(plainMinorUnits(0)).toBe("0.00");
  });
});
