import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amountDue,
  amountOwed,
  cancelledNoteOf,
  isPrepaid,
  mayShip,
  orderOutcomeOf,
  type PaymentStatus,
  paymentStatusOf,
} from "./payment-status";

const totals = (totalCents: number, receivedCents: number, refundedCents = 0, expired = false) => ({
  totalCents,
  receivedCents,
  refundedCents,
  expired,
});

describe("paymentStatusOf", () => {
  it("awaits until the total has come in, then is paid; short of it says what is missing", () => {
    expect(paymentStatusOf(totals(10_000, 0))).toBe("awaiting");
    expect(paymentStatusOf(totals(10_000, 9_999))).toBe("awaiting");
    expect(amountOwed(totals(10_000, 9_999))).toBe(1);
    expect(paymentStatusOf(totals(10_000, 10_000))).toBe("paid");
    expect(amountOwed(totals(10_000, 10_500))).toBe(0);
  });

  it("is partly refunded, then refunded once all that came in went back", () => {
    expect(paymentStatusOf(totals(10_000, 10_000, 2_500))).toBe("partly-refunded");
    expect(paymentStatusOf(totals(10_000, 10_000, 10_000))).toBe("refunded");
  });

  it("expires only an order nothing was paid for", () => {
    expect(paymentStatusOf(totals(10_000, 0, 0, true))).toBe("expired");
    expect(paymentStatusOf(totals(10_000, 5_000, 0, true))).toBe("awaiting");
  });

  it("gives one status for any amounts, and Paid exactly when the total came in and nothing went back (property)", () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, fc.boolean(), (total, received, refunded, expired) => {
        const status = paymentStatusOf(totals(total, received, refunded, expired));
        expect(status === "paid").toBe(received >= total && refunded === 0);
        expect(amountOwed(totals(total, received)) + Math.min(received, total)).toBe(total);
      }),
      { seed: 20261125, numRuns: 500 },
    );
  });
});

describe("mayShip", () => {
  it("holds a prepaid order's parts until it is paid, and lets cash on delivery ship unpaid", () => {
    expect(["bank", "check", "paypal", "cash"].map((method) => isPrepaid(method as never))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(mayShip("bank", "awaiting")).toBe(false);
    expect(mayShip("paypal", "expired")).toBe(false);
    expect(mayShip("check", "paid")).toBe(true);
    expect(mayShip("cash", "awaiting")).toBe(true);
  });
});

describe("minorUnitsOf", () => {
  it("reads amounts by their digits: 123, 123.4, 123,45; anything else is not an amount", async () => {
    const { minorUnitsOf } = await import("./payment-input");
    expect(["123", "123.4", "123,45", " 0.07 ", "1.15"].map(minorUnitsOf)).toEqual([12300, 12340, 12345, 7, 115]);
    expect(["", "1.234", "-5", "1e3", "12.", ".5", "١٢٣", "12 000"].map(minorUnitsOf)).toEqual(
      Array.from({ length: 8 }, () => null),
    );
  });

  it("gives back exactly the cents of any amount written with two decimals (property)", async () => {
    const { minorUnitsOf } = await import("./payment-input");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
        expect(minorUnitsOf(text)).toBe(cents);
      }),
      { seed: 20261125, numRuns: 500 },
    );
  });
});

describe("amountDue", () => {
  it("asks a prepaid order its whole total, and a cash order only the parts not cancelled", () => {
    expect(amountDue("bank", 10_000, 2_500)).toBe(10_000);
    expect(amountDue("paypal", 10_000, 2_500)).toBe(10_000);
    expect(amountDue("cash", 10_000, 2_500)).toBe(7_500);
    expect(amountDue("cash", 10_000, 12_000)).toBe(0);
  });
});

describe("what an order's page says first about its money", () => {
  const order = (
    paymentMethod: "bank" | "check" | "cash" | "paypal",
    paymentStatus: PaymentStatus,
    status = "pending",
  ) => ({
    paymentMethod,
    paymentStatus,
    status,
  });

  it("thanks only for an order paid, or paid on delivery", () => {
    expect(orderOutcomeOf(order("paypal", "paid"), "paid")).toBe("paid");
    expect(orderOutcomeOf(order("bank", "partly-refunded"), null)).toBe("paid");
    expect(orderOutcomeOf(order("cash", "awaiting"), null)).toBe("received");
  });

  it("says a transfer or a cheque is awaited, and a PayPal payment left unfinished was not charged", () => {
    expect(orderOutcomeOf(order("bank", "awaiting"), null)).toBe("awaiting");
    expect(orderOutcomeOf(order("check", "awaiting"), null)).toBe("awaiting");
    for (const notice of [null, "cancelled", "declined", "notApproved", "unreachable"]) {
      expect(orderOutcomeOf(order("paypal", "awaiting"), notice)).toBe("notCompleted");
    }
    expect(orderOutcomeOf(order("paypal", "awaiting"), "pending")).toBe("processing");
  });

  it("says cancelled or expired before anything else", () => {
    expect(orderOutcomeOf(order("paypal", "expired", "cancelled"), "cancelled")).toBe("expired");
    expect(orderOutcomeOf(order("bank", "refunded", "cancelled"), null)).toBe("cancelled");
  });
});

describe("what a cancelled line says of its money", () => {
  it("is refunded once the refunds reach what the cancelled parts cost (or all that came in)", () => {
    const money = (receivedCents: number, refundedCents: number, cancelledCents: number) => ({
      receivedCents,
      refundedCents,
      cancelledCents,
    });
    expect(cancelledNoteOf("bank", money(10_000, 3_000, 3_000))).toBe("refunded");
    expect(cancelledNoteOf("paypal", money(10_000, 2_999, 3_000))).toBe("refundDue");
    expect(cancelledNoteOf("bank", money(2_000, 2_000, 3_000))).toBe("refunded");
    expect(cancelledNoteOf("bank", money(0, 0, 3_000))).toBe("notCharged");
    expect(cancelledNoteOf("cash", money(7_000, 0, 3_000))).toBe("notCharged");
  });
});
