import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adminOrdersSearch, parseAdminOrdersQuery, paymentStateOf, searchKindsOf } from "./admin-orders-query";

const parse = (query: string) => parseAdminOrdersQuery(new URLSearchParams(query));

describe("the back office's orders query", () => {
  it("reads each filter it knows, and nothing else", () => {
    expect(
      parse("payment=awaiting&method=bank&status=pending&parcel=seller-late&sort=oldest&page=2&q=%20ann%20").query,
    ).toEqual({
      page: 2,
      q: "ann",
      status: "pending",
      payment: "awaiting",
      method: "bank",
      parcel: "seller-late",
      from: null,
      to: null,
      sort: "oldest",
    });
  });

  it("shows everything for a value that is not one of ours, whatever its name or shape", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("payment", "method", "status", "parcel", "sort", "page", "__proto__", "constructor"),
        fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "toString", "-1", "1e9", "")),
        (name, value) => {
          const { query, problems } = parseAdminOrdersQuery(new URLSearchParams([[name, value]]));
          expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
          expect(problems).toEqual({});
          expect([
            "awaiting",
            "on-delivery",
            "paid",
            "partly-refunded",
            "refunded",
            "expired",
            "not-paid",
            null,
          ]).toContain(query.payment);
          expect(["newest", "oldest"]).toContain(query.sort);
          expect(query.page).toBeGreaterThanOrEqual(1);
        },
      ),
    );
    expect(parse("payment=bogus&method=cheque").query).toMatchObject({ payment: null, method: null });
  });

  it("says what is wrong with a day, and leaves the period out", () => {
    expect(parse("from=2026-02-30&to=2026-03-01")).toMatchObject({
      query: { from: null, to: "2026-03-01" },
      typed: { from: "2026-02-30" },
      problems: { from: "admin.orders.errors.day" },
    });
    expect(parse("from=2026-03-02&to=2026-03-01")).toMatchObject({
      query: { from: null, to: null },
      problems: { to: "admin.orders.errors.period" },
    });
    expect(parse("from=2026-03-01&to=2026-03-01").query).toMatchObject({ from: "2026-03-01", to: "2026-03-01" });
  });

  it("writes a query back as the list's address, leaving out what shows everything", () => {
    expect(adminOrdersSearch({ payment: "awaiting", sort: "oldest", page: 1 })).toBe("?payment=awaiting&sort=oldest");
    expect(adminOrdersSearch({ sort: "newest" })).toBe("");
    const { query } = parse("q=a%26b&from=2026-03-01&page=3");
    expect(parse(adminOrdersSearch(query).slice(1)).query).toEqual(query);
  });
});

describe("what a search stands for", () => {
  it("is an order number for nine digits, an amount in minor units by the digits alone, and always a text", () => {
    // Nine digits as an amount would be past what an order holds: only an order number.
    expect(searchKindsOf("123456789")).toEqual({ number: "123456789", amountMinor: null, text: "123456789" });
    expect(searchKindsOf("123.45")).toEqual({ number: null, amountMinor: 12_345, text: "123.45" });
    expect(searchKindsOf("0,1")).toMatchObject({ amountMinor: 10 });
    expect(searchKindsOf("SEPA 1")).toEqual({ number: null, amountMinor: null, text: "SEPA 1" });
  });

  it("is no amount past what an order can hold", () => {
    expect(searchKindsOf("21474836.47").amountMinor).toBe(2_147_483_647);
    expect(searchKindsOf("21474836.48").amountMinor).toBeNull();
  });
});

describe("an order's payment as the list says it", () => {
  it("is awaiting only for an order paid in advance and not cancelled", () => {
    const order = (
      status: "pending" | "cancelled",
      paymentMethod: "bank" | "cash",
      paymentStatus: "awaiting" | "paid",
    ) => ({
      status,
      paymentMethod,
      paymentStatus,
    });
    expect(paymentStateOf(order("pending", "bank", "awaiting"))).toBe("awaiting");
    expect(paymentStateOf(order("pending", "cash", "awaiting"))).toBe("on-delivery");
    expect(paymentStateOf(order("cancelled", "bank", "awaiting"))).toBe("not-paid");
    expect(paymentStateOf(order("cancelled", "bank", "paid"))).toBe("paid");
  });
});
