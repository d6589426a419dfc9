import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartLineKey } from "~domain/cart-line-key";
import { keyedByInput } from "~domain/untrusted-keys";
import { MAX_LINE_QUANTITY } from "./cart";
import { cartActionSchema, MAX_QUANTITY_FIELDS, quantityUpdates } from "./cart-input";

/** A form as formObject gives it: an object without a prototype. */
function form(fields: Record<string, unknown>): Record<string, unknown> {
  const object = keyedByInput<unknown>();
  for (const [name, value] of Object.entries(fields)) object[name] = value;
  return object;
}

const colorSlug = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/);

describe("the cart's update form", () => {
  it("reads a line per quantity field: the product's, in its colour when the key names one", () => {
    expect(
      quantityUpdates(form({ "quantity-42": "3", "quantity-42-dark-blue": "2", "quantity-7-red": " 5 ", intent: "x" })),
    ).toEqual([
      { productId: 42, color: "", quantity: 3 },
      { productId: 42, color: "dark-blue", quantity: 2 },
      { productId: 7, color: "red", quantity: 5 },
    ]);
  });

  it("ignores names that are not a line's key and values that are not a quantity", () => {
    const ignored = [
      "quantity-",
      "quantity-abc",
      "quantity-42-",
      "quantity-42--red",
      "quantity-42-Red",
      "quantity-42-red-",
      "quantity-0",
      "quantity-99999999999",
      "quantity-42-red blue",
      "quantity-__proto__",
      "quantity-42-constructor-",
    ];
    expect(quantityUpdates(form(Object.fromEntries(ignored.map((name) => [name, "1"]))))).toEqual([]);
    expect(
      quantityUpdates(form({ "quantity-1": "0", "quantity-2": "1000", "quantity-3": "two", "quantity-4": ["1", "2"] })),
    ).toEqual([]);
  });

  it("counts a line named twice once, with its last value", () => {
    expect(quantityUpdates(form({ "quantity-42-red": "2", "quantity-042-red": "4" }))).toEqual([
      { productId: 42, color: "red", quantity: 4 },
    ]);
  });

  it("gives back every line the cart page names with cartLineKey", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_147_483_647 }),
        fc.option(colorSlug, { nil: null }),
        fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
        (productId, color, quantity) => {
          const fields = form({ [`quantity-${cartLineKey(productId, color)}`]: String(quantity) });
          expect(quantityUpdates(fields)).toEqual([{ productId, color: color ?? "", quantity }]);
        },
      ),
    );
  });

  it("never throws on hostile names and values, never touches a prototype, and gives only well-formed lines", () => {
    const name = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom("__proto__", "constructor", "prototype", "quantity-__proto__", "quantity-1-__proto__"),
      fc.string({ maxLength: 30 }).map((tail) => `quantity-${tail}`),
      fc.tuple(fc.nat(), fc.string({ maxLength: 20 })).map(([id, tail]) => `quantity-${id}-${tail}`),
    );
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer().map(String),
      fc.array(fc.string()),
      fc.constant({}),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(name, value), { maxLength: 30 }), (entries) => {
        const updates = quantityUpdates(form(Object.fromEntries(entries)));
        for (const update of updates) {
          expect(Number.isInteger(update.productId) && update.productId >= 1).toBe(true);
          expect(update.productId).toBeLessThanOrEqual(2_147_483_647);
          expect(update.color).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
          expect(Number.isInteger(update.quantity)).toBe(true);
          expect(update.quantity).toBeGreaterThanOrEqual(1);
          expect(update.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
        }
        expect(({} as Record<string, unknown>).productId).toBeUndefined();
        expect(Object.getPrototypeOf({})).toBe(Object.prototype);
      }),
    );
  });

  it("reads at most MAX_QUANTITY_FIELDS quantity fields", () => {
    const many = form(Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`quantity-${i + 1}`, "1"])));
    expect(quantityUpdates(many)).toHaveLength(MAX_QUANTITY_FIELDS);
  });
});

describe("the cart's add and remove posts", () => {
  it("carry the colour chosen, none when not sent, and refuse one that is not a colour's slug", () => {
    expect(cartActionSchema.parse({ intent: "add", productId: "4", quantity: "2", color: "dark-blue" })).toEqual({
      intent: "add",
      productId: 4,
      quantity: 2,
      color: "dark-blue",
    });
    expect(cartActionSchema.parse({ intent: "remove", productId: "4" })).toEqual({
      intent: "remove",
      productId: 4,
      color: "",
    });
    expect(cartActionSchema.parse({ intent: "remove", productId: "4", color: "" })).toMatchObject({ color: "" });
    for (const color of ["Dark Blue", "__proto__", "x".repeat(61), "red;"]) {
      expect(cartActionSchema.safeParse({ intent: "add", productId: "4", color }).success).toBe(false);
    }
  });

  it("give an add's quantity under 1, not whole or missing as null, to be refused: never turned into 1", () => {
    for (const quantity of ["-3", "0", "1.5", "abc", "", undefined, String(MAX_LINE_QUANTITY + 1)]) {
      expect(cartActionSchema.parse({ intent: "add", productId: "4", quantity }), String(quantity)).toMatchObject({
        quantity: null,
      });
    }
    expect(cartActionSchema.parse({ intent: "add", productId: "4", quantity: " 3 " })).toMatchObject({ quantity: 3 });
  });
});
