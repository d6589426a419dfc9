import path from "node:path";
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USD } from "~domain/money";
import { createGuestSession } from "~server/accounts/sessions";
import { type CouponOwner, setCouponActive } from "~server/coupons/coupons";
import {
  cartLines,
  carts,
  couponRedemptions,
  coupons,
  orderParts,
  orders,
  products,
  sellerLedger,
} from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { placedOrder } from "~server/orders/history";
import { cancelOrderAsBuyer, changePart } from "~server/orders/order-parts";
import { partChangeSchema } from "~server/orders/part-input";
import { saleOfSeller } from "~server/orders/sales";
import type { CartOwner } from "~server/shopping/cart";
import { applyCoupon } from "~server/shopping/cart-coupon";
import { type SignedIn, signedInUser } from "../support/accounts";
import { FIXTURE_PRODUCTS, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { dayFromToday, fillCart, makeCoupon, placeCartOrder } from "../support/coupons";
import { mailText } from "../support/mail-text";
import { payInFull } from "../support/payments";
import { pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Orders placed with a coupon: what the order, its parts, the sales and the mails keep; the race for a coupon's
// last uses; cancelled orders giving their use back; a coupon that stopped applying between the cart and the order.

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let sellerA: SignedIn;
let sellerB: SignedIn;
let operator: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  sellerA = await signedInUser(database.db, "order-seller-a@example.com");
  sellerB = await signedInUser(database.db, "order-seller-b@example.com");
  operator = await signedInUser(database.db, "order-boss@example.com");
  // Seller A sells drill-a ($10), seller B saw-a ($40); saw-c ($5) is the store's own.
  await database.db.update(products).set({ ownerId: sellerA.id }).where(eq(products.slug, "drill-a"));
  await database.db.update(products).set({ ownerId: sellerB.id }).where(eq(products.slug, "saw-a"));
});

afterAll(async () => {
  await database?.cleanup();
});

const store = (): CouponOwner => ({ operator: { id: operator.id, email: operator.email } });

/** A guest's cart holding these products, with the coupon applied (it must apply). */
async function guestCartWith(code: string, items: [slug: string, quantity: number][]): Promise<CartOwner> {
  const { sessionId } = await createGuestSession(database.db, pageRequest("/"));
  const owner: CartOwner = { sessionId };
  await fillCart(database.db, owner, items);
  await applies(owner, code);
  return owner;
}

async function applies(owner: CartOwner, code: string, email: string | null = null) {
  expect(await applyCoupon(database.db, owner, code, USD, email)).toEqual({ ok: true, code });
}

function tryToPlace(owner: CartOwner, email: string, userId: string | null = null) {
  return placeCartOrder(database.db, owner, email, userId);
}

/** Places the order, which must be accepted; its number and row id. */
async function place(owner: CartOwner, email: string, userId: string | null = null) {
  const placed = await tryToPlace(owner, email, userId);
  if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
  const [row] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.number, placed.number));
  return { number: placed.number, orderId: row!.id };
}

async function partsOf(orderId: number) {
  return database.db
    .select({
      id: orderParts.id,
      sellerId: orderParts.sellerId,
      discountCents: orderParts.discountCents,
      shippingCents: orderParts.shippingCents,
    })
    .from(orderParts)
    .where(eq(orderParts.orderId, orderId))
    .orderBy(asc(orderParts.id));
}

async function couponRow(id: number) {
  const [row] = await database.db.select().from(coupons).where(eq(coupons.id, id));
  return row!;
}

async function redemptionsOf(couponId: number): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return row?.n ?? 0;
}

/** What the owner's cart holds now: its coupon (null without one) and how many lines. */
async function cartState(owner: CartOwner) {
  const where = "userId" in owner ? eq(carts.userId, owner.userId) : eq(carts.sessionId, owner.sessionId);
  const [cart] = await database.db.select({ id: carts.id, couponId: carts.couponId }).from(carts).where(where);
  if (!cart) return { couponId: null, lines: 0 };
  const [lines] = await database.db.select({ n: count() }).from(cartLines).where(eq(cartLines.cartId, cart.id));
  return { couponId: cart.couponId, lines: lines?.n ?? 0 };
}

async function ordersBilledTo(email: string): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(orders).where(eq(orders.email, email));
  return row?.n ?? 0;
}

/** The plain text of the mail of this kind to this address about order `number`, as the recipient reads it. */

describe("an order placed with a coupon", () => {
  it("keeps the code and discount, shares it exactly among the parts, and shows it in the sales and mail", async () => {
    await makeCoupon(database.db, store(), { code: "SHARE-10", kind: "amount", percentOff: "", amountOff: "10" });
    const buyer = await signedInUser(database.db, "share-buyer@example.com");
    const owner: CartOwner = { userId: buyer.id };
    // $10 of seller A's, $5 of the store's own, $40 of seller B's: $10 off, shared 10 : 5 : 40.
    await fillCart(database.db, owner, [
      ["drill-a", 1],
      ["saw-c", 1],
      ["saw-a", 1],
    ]);
    await applies(owner, "SHARE-10", buyer.email);
    const { number, orderId } = await place(owner, buyer.email, buyer.id);

    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      couponCode: "SHARE-10",
      subtotalCents: 5500,
      discountCents: 1000,
      // Three parcels to France (Europe), each under $50: $9.99 each; the coupon never touches shipping.
      shippingCents: 2997,
      taxCents: 0,
      totalCents: 7497,
    });
    // 1000 × 10/55 = 181.8, × 5/55 = 90.9, × 40/55 = 727.3: the two largest remainders take the odd cents.
    const parts = await partsOf(orderId);
    expect(parts.map((part) => [part.sellerId, part.discountCents])).toEqual([
      [sellerA.id, 182],
      [null, 91],
      [sellerB.id, 727],
    ]);
    expect(parts.reduce((sum, part) => sum + part.discountCents, 0)).toBe(1000);
    expect(parts.map((part) => part.shippingCents)).toEqual([999, 999, 999]);

    expect((await saleOfSeller(database.db, media, sellerA.id, number, "en"))?.part.discount).toEqual({
      code: "SHARE-10",
      cents: 182,
      fundedBy: "store",
    });
    expect((await saleOfSeller(database.db, media, sellerB.id, number, "en"))?.part.discount).toEqual({
      code: "SHARE-10",
      cents: 727,
      fundedBy: "store",
    });
    // The store's coupon is the store's to pay (decision 043): seller A receives their $10 and the $9.99 shipping.
    expect((await saleOfSeller(database.db, media, sellerA.id, number, "en"))?.receipt).toMatchObject({
      itemsCents: 1000,
      ownCouponCents: 0,
      storeCouponCents: 182,
      shippingCents: 999,
      commissionCents: 0,
      receiveCents: 1999,
      projected: true,
    });
    const thanks = await placedOrder(database.db, media, number, { userId: buyer.id, sessionId: null, locale: "en" });
    expect(thanks.order?.order).toMatchObject({ couponCode: "SHARE-10", discountCents: 1000, totalCents: 7497 });

    const confirmation = await mailText(database.db, "order-placed", buyer.email, number);
    expect(confirmation).toContain("Discount (SHARE-10)");
    expect(confirmation).toContain("-$10.00");
    expect(confirmation).toContain("$74.97");
    const saleA = await mailText(database.db, "new-sale", sellerA.email, number);
    expect(saleA).toContain("Store coupon SHARE-10 (paid by the store)");
    expect(saleA).toContain("-$1.82");
    expect(saleA).toContain("the store pays for its discount, so you receive the full price");
    expect(saleA).toContain("After the discount");
    expect(saleA).toContain("$8.18");
    expect(await mailText(database.db, "new-sale", sellerB.email, number)).toContain("-$7.27");

    expect(await cartState(owner)).toEqual({ couponId: null, lines: 0 });
  });

  it("puts all of a seller's coupon on that seller's part; the other seller's sale and mail show none", async () => {
    await makeCoupon(database.db, { sellerId: sellerB.id }, { code: "B-QUARTER", percentOff: "25" });
    const owner = await guestCartWith("B-QUARTER", [
      ["drill-a", 1],
      ["saw-a", 2],
    ]);
    const { number, orderId } = await place(owner, "quarter@example.com");
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      couponCode: "B-QUARTER",
      subtotalCents: 9000,
      discountCents: 2000,
      // Seller A's $10 parcel pays $9.99 to France; seller B's $80 one ships free.
      totalCents: 7999,
    });
    expect((await partsOf(orderId)).map((part) => [part.sellerId, part.discountCents])).toEqual([
      [sellerA.id, 0],
      [sellerB.id, 2000],
    ]);
    expect((await saleOfSeller(database.db, media, sellerA.id, number, "en"))?.part.discount).toBeNull();
    expect((await saleOfSeller(database.db, media, sellerB.id, number, "en"))?.part.discount).toEqual({
      code: "B-QUARTER",
      cents: 2000,
      fundedBy: "seller",
    });
    // A seller's own coupon comes off what they receive: $80 less their $20, shipping free.
    expect((await saleOfSeller(database.db, media, sellerB.id, number, "en"))?.receipt).toMatchObject({
      ownCouponCents: 2000,
      storeCouponCents: 0,
      receiveCents: 6000,
    });
    expect(await mailText(database.db, "new-sale", sellerA.email, number)).not.toContain("B-QUARTER");
    const saleB = await mailText(database.db, "new-sale", sellerB.email, number);
    expect(saleB).toContain("Coupon B-QUARTER: your share");
    expect(saleB).toContain("-$20.00");
    expect(saleB).toContain("$60.00");
    expect(await mailText(database.db, "order-placed", "quarter@example.com", number)).toContain(
      "Discount (B-QUARTER)",
    );
  });
});

describe("who pays for a coupon (decision 043)", () => {
  it("credits the seller in full for a store-wide coupon, the store's own row paying its share", async () => {
    await makeCoupon(database.db, store(), { code: "STORE-TENTH", percentOff: "10" });
    // $120 of seller A's drills, 10 % off the cart: the buyer pays $108 for them, seller A is credited $120.
    const owner = await guestCartWith("STORE-TENTH", [["drill-a", 12]]);
    const { number, orderId } = await place(owner, "store-tenth@example.com");
    const [part] = await partsOf(orderId);
    expect(part).toMatchObject({ sellerId: sellerA.id, discountCents: 1200 });
    await payInFull(database.db, number);
    const rows = await database.db.select().from(sellerLedger).where(eq(sellerLedger.orderId, orderId));
    const sum = (pick: (row: (typeof rows)[number]) => boolean) =>
      rows.filter(pick).reduce((total, row) => total + row.amountCents, 0);
    expect(sum((row) => row.sellerId === sellerA.id)).toBe(12000 + part!.shippingCents);
    expect(sum((row) => row.sellerId === sellerA.id && row.kind === "coupon")).toBe(1200);
    expect(sum((row) => row.sellerId === null && row.kind === "coupon")).toBe(-1200);
    const sale = await saleOfSeller(database.db, media, sellerA.id, number, "en");
    expect(sale?.receipt).toMatchObject({ receiveCents: 12000 + part!.shippingCents, projected: false });
  });

  it("takes a seller's own coupon from that seller: the store pays nothing", async () => {
    await makeCoupon(database.db, { sellerId: sellerA.id }, { code: "A-TENTH", percentOff: "10" });
    const owner = await guestCartWith("A-TENTH", [["drill-a", 12]]);
    const { number, orderId } = await place(owner, "a-tenth@example.com");
    const [part] = await partsOf(orderId);
    await payInFull(database.db, number);
    const rows = await database.db.select().from(sellerLedger).where(eq(sellerLedger.orderId, orderId));
    expect(rows.filter((row) => row.kind === "coupon")).toEqual([]);
    expect(rows.filter((row) => row.sellerId === sellerA.id).reduce((total, row) => total + row.amountCents, 0)).toBe(
      10800 + part!.shippingCents,
    );
  });
});

describe("a coupon's last uses", () => {
  it("go to exactly as many of the buyers placing orders at once as it allows; the others order nothing", async () => {
    const id = await makeCoupon(database.db, store(), { code: "RACE-FIVE", maxUses: "5" });
    // Ten buyers, each with another product: only the coupon's row is shared between their orders.
    const buyers = await Promise.all(
      FIXTURE_PRODUCTS.map(async (product, index) => ({
        email: `racer-${index}@example.com`,
        owner: await guestCartWith("RACE-FIVE", [[product.slug, 1]]),
      })),
    );
    const results = await Promise.all(buyers.map((buyer) => tryToPlace(buyer.owner, buyer.email)));

    const won = results.flatMap((result) => (result.ok ? [result.number] : []));
    expect(won).toHaveLength(5);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 5 }, () => ({
        ok: false,
        error: "coupon",
        code: "RACE-FIVE",
        refusal: { reason: "usedUp" },
      })),
    );
    const discounted = await database.db
      .select({ number: orders.number, discountCents: orders.discountCents })
      .from(orders)
      .where(eq(orders.couponCode, "RACE-FIVE"));
    expect(discounted.map((order) => order.number).sort()).toEqual([...won].sort());
    expect(discounted.every((order) => order.discountCents > 0)).toBe(true);
    expect((await couponRow(id)).uses).toBe(5);
    expect(await redemptionsOf(id)).toBe(5);
    for (const [index, result] of results.entries()) {
      if (result.ok) continue;
      const buyer = buyers[index]!;
      expect(await ordersBilledTo(buyer.email)).toBe(0);
      // Their product is still in their cart, without the coupon, for them to decide.
      expect(await cartState(buyer.owner)).toEqual({ couponId: null, lines: 1 });
    }
  });
});

describe("cancelling an order placed with a coupon", () => {
  const cancelPart = (sellerId: string, number: string, partId: number) =>
    changePart(
      database.db,
      { role: "seller", userId: sellerId },
      number,
      partChangeSchema.parse({ partId: String(partId), action: "cancel", from: "pending", note: "Cannot ship" }),
    );

  it("keeps the use while a part is still ordered, and gives it back once every part is cancelled", async () => {
    const id = await makeCoupon(database.db, store(), { code: "ONCE-EACH", maxUsesPerCustomer: "1" });
    const buyer = await signedInUser(database.db, "cancel-parts@example.com");
    const owner: CartOwner = { userId: buyer.id };
    await fillCart(database.db, owner, [
      ["drill-a", 1],
      ["saw-a", 1],
    ]);
    await applies(owner, "ONCE-EACH", buyer.email);
    const { number, orderId } = await place(owner, buyer.email, buyer.id);
    const [partA, partB] = await partsOf(orderId);

    expect(await cancelPart(sellerA.id, number, partA!.id)).toEqual({ ok: true, status: "cancelled" });
    expect((await couponRow(id)).uses).toBe(1);
    expect(await redemptionsOf(id)).toBe(1);
    await fillCart(database.db, owner, [["drill-a", 1]]);
    expect(await applyCoupon(database.db, owner, "ONCE-EACH", USD, buyer.email)).toEqual({
      ok: false,
      refusal: { reason: "usedUpByYou" },
    });

    expect(await cancelPart(sellerB.id, number, partB!.id)).toEqual({ ok: true, status: "cancelled" });
    expect((await couponRow(id)).uses).toBe(0);
    expect(await redemptionsOf(id)).toBe(0);
    await applies(owner, "ONCE-EACH", buyer.email);
  });

  it("gives the use back when the buyer cancels the whole order", async () => {
    const id = await makeCoupon(database.db, store(), { code: "ONLY-ONE", maxUses: "1", maxUsesPerCustomer: "1" });
    const buyer = await signedInUser(database.db, "cancel-all@example.com");
    const owner: CartOwner = { userId: buyer.id };
    await fillCart(database.db, owner, [
      ["drill-a", 1],
      ["saw-a", 1],
    ]);
    await applies(owner, "ONLY-ONE", buyer.email);
    const { number } = await place(owner, buyer.email, buyer.id);
    expect((await couponRow(id)).uses).toBe(1);

    expect(await cancelOrderAsBuyer(database.db, number, { userId: buyer.id, sessionId: null })).toEqual({ ok: true });
    expect((await couponRow(id)).uses).toBe(0);
    expect(await redemptionsOf(id)).toBe(0);
    await fillCart(database.db, owner, [["saw-a", 1]]);
    await applies(owner, "ONLY-ONE", buyer.email);
    await place(owner, buyer.email, buyer.id);
    expect((await couponRow(id)).uses).toBe(1);
  });
});

describe("a coupon that stopped applying after it was put on the cart", () => {
  async function stock(slug: string): Promise<number> {
    const [row] = await database.db.select({ stock: products.stock }).from(products).where(eq(products.slug, slug));
    return row!.stock;
  }

  it("refuses the order when its seller switched it off: nothing is ordered and the coupon leaves the cart", async () => {
    const id = await makeCoupon(database.db, { sellerId: sellerA.id }, { code: "A-SWITCHED" });
    const owner = await guestCartWith("A-SWITCHED", [["drill-a", 2]]);
    await setCouponActive(database.db, { sellerId: sellerA.id }, id, false);
    const before = await stock("drill-a");

    expect(await tryToPlace(owner, "switched@example.com")).toEqual({
      ok: false,
      error: "coupon",
      code: "A-SWITCHED",
      refusal: { reason: "unknown" },
    });
    expect(await ordersBilledTo("switched@example.com")).toBe(0);
    expect(await stock("drill-a")).toBe(before);
    expect(await cartState(owner)).toEqual({ couponId: null, lines: 1 });
    // Placed again, it is the order without the discount that the cart now shows.
    const { orderId } = await place(owner, "switched@example.com");
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ couponCode: null, discountCents: 0, totalCents: 2999 });
  });

  it("refuses the order when the coupon's last day has passed", async () => {
    const id = await makeCoupon(database.db, store(), { code: "LAST-DAY" });
    const owner = await guestCartWith("LAST-DAY", [["saw-c", 1]]);
    // Its days moved into the past, as if the order were placed after the last day.
    await database.db
      .update(coupons)
      .set({ startsOn: dayFromToday(-30), endsOn: dayFromToday(-1) })
      .where(eq(coupons.id, id));
    expect(await tryToPlace(owner, "too-late@example.com")).toEqual({
      ok: false,
      error: "coupon",
      code: "LAST-DAY",
      refusal: { reason: "expired", endsOn: dayFromToday(-1) },
    });
    expect(await ordersBilledTo("too-late@example.com")).toBe(0);
    expect(await cartState(owner)).toEqual({ couponId: null, lines: 1 });
  });

  it("refuses a guest's order past the uses per customer, whatever the case of the email", async () => {
    const id = await makeCoupon(database.db, store(), { code: "GUEST-ONCE", maxUsesPerCustomer: "1" });
    await place(await guestCartWith("GUEST-ONCE", [["saw-c", 1]]), "Repeat@Example.com");
    // A guest's email is known only at the checkout: the code applies to the cart, the order is refused.
    const again = await guestCartWith("GUEST-ONCE", [["saw-c", 1]]);
    expect(await tryToPlace(again, "repeat@example.com")).toEqual({
      ok: false,
      error: "coupon",
      code: "GUEST-ONCE",
      refusal: { reason: "usedUpByYou" },
    });
    expect(await ordersBilledTo("repeat@example.com")).toBe(0);
    expect((await couponRow(id)).uses).toBe(1);
    expect(await cartState(again)).toEqual({ couponId: null, lines: 1 });
  });
});
