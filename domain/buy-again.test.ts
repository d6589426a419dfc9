import { describe, expect, it } from "vitest";
import { type BoughtLine, buyAgainStep, type ProductNow } from "./buy-again";

const EUR = { code: "EUR", symbol: "€", rate: 0.92 };
const bought: BoughtLine = { productId: 7, color: "red", quantity: 2, unitPrice: 2300 };
const today: ProductNow = {
  listed: true,
  availability: "in-stock",
  stock: 10,
  priceCents: 2500,
  colors: ["red", "blue"],
};

describe("buying a line again", () => {
  it("adds the quantity bought in its colour, comparing the unit price in minor units of the order's currency", () => {
    expect(buyAgainStep(bought, today, EUR)).toEqual({
      available: true,
      productId: 7,
      color: "red",
      quantity: 2,
      was: 2300,
      now: 2300,
      capped: false,
      stock: 10,
    });
    // One cent more today is a changed price.
    expect(buyAgainStep(bought, { ...today, priceCents: 2501 }, EUR)).toMatchObject({ was: 2300, now: 2301 });
  });

  it("says when fewer are in stock than were bought", () => {
    expect(buyAgainStep({ ...bought, quantity: 5 }, { ...today, stock: 3 }, EUR)).toMatchObject({
      available: true,
      quantity: 5,
      capped: true,
      stock: 3,
    });
  });

  it("refuses a product deleted, hidden, not for sale or sold out", () => {
    const gone = { available: false, reason: "gone" };
    expect(buyAgainStep({ ...bought, productId: null }, undefined, EUR)).toEqual(gone);
    expect(buyAgainStep(bought, undefined, EUR)).toEqual(gone);
    expect(buyAgainStep(bought, { ...today, listed: false }, EUR)).toEqual(gone);
    expect(buyAgainStep(bought, { ...today, availability: "out-of-order" }, EUR)).toEqual(gone);
    const soldOut = { available: false, reason: "soldOut" };
    expect(buyAgainStep(bought, { ...today, availability: "sold-out", stock: 0 }, EUR)).toEqual(soldOut);
  });

  it("refuses a colour no longer offered, and a line without one when the product now asks for one", () => {
    expect(buyAgainStep(bought, { ...today, colors: ["blue"] }, EUR)).toEqual({
      available: false,
      reason: "colorGone",
    });
    expect(buyAgainStep({ ...bought, color: "" }, today, EUR)).toEqual({ available: false, reason: "chooseColor" });
    // Bought without a colour, a product now in one colour comes in it.
    expect(buyAgainStep({ ...bought, color: "" }, { ...today, colors: ["blue"] }, EUR)).toMatchObject({
      color: "blue",
    });
  });
});
