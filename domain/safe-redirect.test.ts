import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safe redirects", () => {
  it("follows paths of this site", () => {
    expect(safeRedirectPath("/shop/cart?x=1")).toBe("/shop/cart?x=1");
  });

  it("refuses other sites and odd values", () => {
    expect(safeRedirectPath("https://evil.example")).toBe("/");
    expect(safeRedirectPath("//evil.example")).toBe("/");
    expect(safeRedirectPath("/\\evil.example")).toBe("/");
    expect(safeRedirectPath(undefined, "/account")).toBe("/account");
  });
});
