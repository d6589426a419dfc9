import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { claimStepSchema, notReceivedFrom, openClaimSchema } from "./claims";
import { formObject } from "./form";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return formObject(form);
};

describe("notReceivedFrom", () => {
  it("is the zone's longest delivery days after the parcel was marked shipped", () => {
    const shipped = new Date("2026-11-02T15:30:00Z");
    expect(notReceivedFrom(shipped, 10).toISOString()).toBe("2026-11-12T15:30:00.000Z");
    expect(notReceivedFrom(shipped, 0)).toEqual(shipped);
  });
});

describe("the claim's forms as posted", () => {
  it("never throw on any fields, and read an amount typed as money into minor units more than nothing", () => {
    const field = fc.oneof(fc.string(), fc.constantFrom("refund", "close", "message", "not-received", "12.50", ""));
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            "intent",
            "amount",
            "decision",
            "text",
            "reference",
            "occurredOn",
            "part",
            "kind",
            "key",
            "__proto__",
          ),
          field,
        ),
        (fields) => {
          const step = claimStepSchema.safeParse(formOf(fields));
          if (step.success && step.data.intent === "refund") {
            expect(Number.isInteger(step.data.amount)).toBe(true);
            expect(step.data.amount).toBeGreaterThan(0);
          }
          openClaimSchema.safeParse(formOf(fields));
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (cents) => {
        const typed = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
        const step = claimStepSchema.parse(formOf({ intent: "refund", amount: typed, decision: "Lost." }));
        expect(step).toMatchObject({ intent: "refund", amount: cents });
      }),
    );
  });

  it("refuses a refund of nothing and a claim of an unknown kind, with the fields' messages", () => {
    const nothing = claimStepSchema.safeParse(formOf({ intent: "refund", amount: "0.00", decision: "x" }));
    expect(nothing.success).toBe(false);
    expect(nothing.error?.issues[0]?.message).toBe("claims.errors.amount");
    const lost = openClaimSchema.safeParse(formOf({ part: "3", kind: "lost", text: "x", key: crypto.randomUUID() }));
    expect(lost.error?.issues[0]?.message).toBe("claims.errors.kind");
  });
});
