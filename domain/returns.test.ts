import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formObject } from "./form";
import { returnRequestSchema, returnSettingsSchema, returnWorthCents } from "./returns";

describe("returnWorthCents", () => {
  const partArb = fc.record({
    lines: fc.array(
      fc.record({ unitCents: fc.integer({ min: 1, max: 100_000 }), quantity: fc.integer({ min: 1, max: 9 }) }),
      {
        minLength: 1,
        maxLength: 4,
      },
    ),
    discountPercent: fc.integer({ min: 0, max: 100 }),
    shippingCents: fc.integer({ min: 0, max: 5_000 }),
    seed: fc.integer(),
  });

  it("gives back the part's net exactly once every unit is returned, in any number of returns", () => {
    fc.assert(
      fc.property(partArb, ({ lines, discountPercent, shippingCents, seed }) => {
        const totals = lines.map((line) => line.unitCents * line.quantity);
        const subtotal = totals.reduce((sum, total) => sum + total, 0);
        const part = { discountCents: Math.floor((subtotal * discountPercent) / 100), shippingCents };
        const before: number[] = lines.map(() => 0);
        let refunded = 0;
        let turn = Math.abs(seed);
        while (before.some((done, index) => done < lines[index]!.quantity)) {
          // Each return sends back some units of some lines.
          const now: number[] = lines.map((line, index) => {
            turn = (turn * 1_103_515_245 + 12_345) % 2_147_483_648;
            return Math.min(line.quantity - before[index]!, turn % 3);
          });
          if (!now.some((units) => units > 0)) now[before.findIndex((done, i) => done < lines[i]!.quantity)] = 1;
          const worth = returnWorthCents(
            lines.map((line, index) => ({
              totalCents: totals[index]!,
              quantity: line.quantity,
              before: before[index]!,
              now: now[index]!,
            })),
            part,
          );
          expect(worth).toBeGreaterThanOrEqual(0);
          refunded += worth;
          now.forEach((units, index) => {
            before[index]! += units;
          });
        }
        expect(refunded).toBe(subtotal - part.discountCents + shippingCents);
      }),
    );
  });

  it("gives the shipping back only with the part's last unit", () => {
    const line = { totalCents: 3_000, quantity: 3, before: 0, now: 1 };
    expect(returnWorthCents([line], { discountCents: 0, shippingCents: 500 })).toBe(1_000);
    expect(returnWorthCents([{ ...line, before: 2 }], { discountCents: 0, shippingCents: 500 })).toBe(1_500);
  });
});

describe("the request form", () => {
  it("reads quantities keyed by line without letting a name reach a prototype", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, value) => {
        const form = new FormData();
        form.set(`qty.${name}`, value);
        form.set("part", "1");
        form.set("reason", "damaged");
        form.set("text", "Broken.");
        form.set("key", "0b6f8e0c-5a55-4c2e-9a58-9f1d8f0f7b11");
        const parsed = returnRequestSchema.safeParse(formObject(form));
        if (parsed.success) {
          expect(Object.getPrototypeOf(parsed.data.qty) === null || typeof parsed.data.qty === "object").toBe(true);
          for (const [key, quantity] of Object.entries(parsed.data.qty)) {
            expect(key).toMatch(/^\d{1,9}$/);
            expect(Number.isInteger(quantity) && quantity >= 0).toBe(true);
          }
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
    );
  });

  it("keeps the return window at 14 days or more", () => {
    expect(returnSettingsSchema.safeParse({ days: "13", answerDays: "3", shippingMaxCents: "5" }).success).toBe(false);
    expect(returnSettingsSchema.parse({ days: "14", answerDays: "3", shippingMaxCents: "5,50" })).toMatchObject({
      days: 14,
      shippingMaxCents: 550,
    });
  });
});
