import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMMISSION, HOLDING_DAYS } from "./ledger";
import { readableAccount } from "./pay-to";
import { DEFAULT_RETURN_SETTINGS } from "./returns";
import { DEFAULT_SHIPPING } from "./shipping";
import {
  bankDetailsSchema,
  commissionSchema,
  holdingDaysSchema,
  offeredPaymentMethods,
  reviewsSettingSchema,
  SHIP_DAYS,
  settingsFromRows,
  shipDaysSchema,
  UNPAID_DAYS,
} from "./store-settings";
import { NO_TAX } from "./tax";

const bank = (account: string, bic?: string) =>
  bankDetailsSchema.safeParse({ holder: "Tool Store Ltd", account, bic, bankName: "Example Bank" });

describe("the store's bank details", () => {
  it("keep an IBAN typed with spaces or in lower case without them, and show it in groups of four", () => {
    const parsed = bank("de89 3704 0044 0532 0130 00");
    expect(parsed.success && parsed.data.account).toBe("DE89370400440532013000");
    expect(readableAccount("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
  });

  it("refuse an IBAN whose check digits or length are wrong, naming the IBAN", () => {
    for (const wrong of ["DE88370400440532013000", "DE8937040044053201300", "GB82WEST1234569876543"]) {
      const parsed = bank(wrong);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("settings.errors.iban");
    }
  });

  it("take an account number of a country without IBANs as typed, and refuse what is not one", () => {
    const parsed = bank("021000021 123456789");
    expect(parsed.success && parsed.data.account).toBe("021000021 123456789");
    expect(readableAccount("021000021 123456789")).toBe("021000021 123456789");
    expect(bank("12").error?.issues[0]?.message).toBe("settings.errors.account");
    expect(bank("12/34/56").error?.issues[0]?.message).toBe("settings.errors.account");
  });

  it("take a BIC of 8 or 11 characters (in capitals), or none", () => {
    expect(bank("DE89370400440532013000", "deutdeff").data?.bic).toBe("DEUTDEFF");
    expect(bank("DE89370400440532013000", "DEUTDEFF500").success).toBe(true);
    expect(bank("DE89370400440532013000", "").data?.bic).toBeUndefined();
    expect(bank("DE89370400440532013000", "DEUT").error?.issues[0]?.message).toBe("settings.errors.bic");
  });

  it("never throw on any text, and what they keep reads back the same without its spaces", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), fc.option(fc.string({ maxLength: 12 })), (account, bic) => {
        const parsed = bank(account, bic ?? undefined);
        if (!parsed.success) return;
        const kept = parsed.data.account;
        expect(readableAccount(kept).replaceAll(" ", "")).toBe(kept.replaceAll(" ", ""));
        expect(kept.length).toBeLessThanOrEqual(42);
      }),
    );
  });
});

describe("the ways to pay offered", () => {
  const details = { bank: { holder: "h", account: "a", bankName: "b" }, cheque: { payee: "p", address: "x" } };

  it("offer a bank transfer and a cheque only with their details, cash always, PayPal once configured", () => {
    expect(offeredPaymentMethods({ bank: null, cheque: null }, false)).toEqual(["cash"]);
    expect(offeredPaymentMethods(details, false)).toEqual(["bank", "check", "cash"]);
    expect(offeredPaymentMethods({ ...details, cheque: null }, true)).toEqual(["bank", "cash", "paypal"]);
  });

  it("read a stored setting that no longer fits as not set, and the unpaid days' default when unset", () => {
    const settings = settingsFromRows([
      { key: "bank", value: { holder: "", account: "x", bankName: "b" } },
      { key: "cheque", value: { payee: "Tool Store", address: "1 Main Street" } },
      { key: "unpaidDays", value: { days: 1 } },
      { key: "shipping", value: { shipsTo: [], zones: [], rest: { rateCents: -1 } } },
      { key: "commission", value: { percent: 51 } },
      { key: "holdingDays", value: { days: -1 } },
      { key: "shipDays", value: { days: 0 } },
      { key: "reviews", value: { buyersOnly: 1 } },
    ]);
    expect(settings).toEqual({
      bank: null,
      cheque: { payee: "Tool Store", address: "1 Main Street" },
      unpaidDays: UNPAID_DAYS.default,
      // Shipping that no longer fits is the default zones, not "ships nowhere".
      shipping: DEFAULT_SHIPPING,
      commission: COMMISSION.default,
      holdingDays: HOLDING_DAYS.default,
      shipDays: SHIP_DAYS.default,
      returns: DEFAULT_RETURN_SETTINGS,
      reviewsFromBuyersOnly: false,
      tax: NO_TAX,
      identity: null,
    });
    expect(settingsFromRows([{ key: "unpaidDays", value: { days: 10 } }]).unpaidDays).toBe(10);
  });

  it("take a commission from 0 to 50 percent with at most two decimals, and holding days from 0 to 90", () => {
    const percent = (typed: string) => commissionSchema.safeParse({ percent: typed });
    expect(percent("12,5")).toMatchObject({ success: true, data: { percent: 12.5 } });
    expect(percent("0")).toMatchObject({ success: true, data: { percent: 0 } });
    expect(percent("50")).toMatchObject({ success: true, data: { percent: 50 } });
    expect(percent("7.25")).toMatchObject({ success: true, data: { percent: 7.25 } });
    for (const refused of ["", "50.01", "-1", "2.345", "ten"]) expect(percent(refused).success).toBe(false);
    const days = (typed: string) => holdingDaysSchema.safeParse({ days: typed });
    expect(days("0")).toMatchObject({ success: true, data: { days: 0 } });
    expect(days("90")).toMatchObject({ success: true, data: { days: 90 } });
    for (const refused of ["", "91", "1.5", "-2"]) expect(days(refused).success).toBe(false);
    expect(settingsFromRows([{ key: "commission", value: { percent: 7.25 } }]).commission).toBe(7.25);
  });

  it("take the days a seller's parcel may wait to ship from 1 to 30 (3 when unset)", () => {
    const days = (typed: string) => shipDaysSchema.safeParse({ days: typed });
    expect(days("1")).toMatchObject({ success: true, data: { days: 1 } });
    expect(days(" 30 ")).toMatchObject({ success: true, data: { days: 30 } });
    for (const refused of ["", "0", "31", "2.5", "three"]) {
      expect(days(refused).error?.issues[0]?.message).toBe("settings.errors.shipDays");
    }
    expect(settingsFromRows([]).shipDays).toBe(3);
    expect(settingsFromRows([{ key: "shipDays", value: { days: 5 } }]).shipDays).toBe(5);
  });

  it("take reviews from everyone unless the box is ticked, and read the saved choice back the same", () => {
    const parse = (fields: Record<string, unknown>) => reviewsSettingSchema.parse(fields);
    expect(parse({ buyersOnly: "on" })).toEqual({ buyersOnly: true });
    expect(parse({})).toEqual({ buyersOnly: false });
    expect(parse(parse({ buyersOnly: "on" }))).toEqual({ buyersOnly: true });
    expect(settingsFromRows([]).reviewsFromBuyersOnly).toBe(false);
    expect(settingsFromRows([{ key: "reviews", value: { buyersOnly: true } }]).reviewsFromBuyersOnly).toBe(true);
  });
});
