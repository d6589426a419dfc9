import { describe, expect, it } from "vitest";
import { loggedPath } from "./request-log";

describe("the path a request's log line shows", () => {
  it("keeps the path and an ordinary query", () => {
    expect(loggedPath("/shop/catalog?q=drill&page=2")).toBe("/shop/catalog?q=drill&page=2");
    expect(loggedPath("/")).toBe("/");
  });

  it("never shows a secret-looking parameter's value", () => {
    expect(loggedPath("/account/reset-password?token=abc123")).toBe("/account/reset-password?token=[redacted]");
    expect(loggedPath("/x?a=1&new%20Password=hunter2&api_key=k&b")).toBe(
      "/x?a=1&new%20Password=[redacted]&api_key=[redacted]&b",
    );
  });

  it("never shows an email or an order's number from an address (a link to track an order, say)", () => {
    expect(loggedPath("/shop/track-order?orderId=100001&email=ada%40example.com")).toBe(
      "/shop/track-order?orderId=[redacted]&email=[redacted]",
    );
  });
});
