import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "./cross-site";

const site = ["store.example", "localhost:3000"];

describe("cross-site writes", () => {
  it("never concern reading", () => {
    expect(isCrossSiteWrite("GET", { secFetchSite: "cross-site", origin: "https://evil.example" }, site)).toBe(false);
    expect(isCrossSiteWrite("HEAD", { secFetchSite: "cross-site" }, site)).toBe(false);
  });

  it("follow Sec-Fetch-Site when the browser sends it", () => {
    expect(isCrossSiteWrite("POST", { secFetchSite: "same-origin" }, site)).toBe(false);
    expect(isCrossSiteWrite("POST", { secFetchSite: "none" }, site)).toBe(false);
    expect(isCrossSiteWrite("POST", { secFetchSite: "cross-site", origin: "https://store.example" }, site)).toBe(true);
    expect(isCrossSiteWrite("DELETE", { secFetchSite: "same-site" }, site)).toBe(true);
  });

  it("otherwise compare the host of Origin with the site's, whatever the scheme", () => {
    expect(isCrossSiteWrite("POST", { origin: "https://store.example" }, site)).toBe(false);
    expect(isCrossSiteWrite("POST", { origin: "http://store.example" }, site)).toBe(false);
    expect(isCrossSiteWrite("POST", { origin: "http://localhost:3000" }, site)).toBe(false);
    expect(isCrossSiteWrite("POST", { origin: "http://localhost:3001" }, site)).toBe(true);
    expect(isCrossSiteWrite("PUT", { origin: "https://store.example.evil.example" }, site)).toBe(true);
    expect(isCrossSiteWrite("POST", { origin: "null" }, site)).toBe(true);
  });

  it("let a request without either header through: it does not come from a page in a browser", () => {
    expect(isCrossSiteWrite("POST", {}, site)).toBe(false);
  });
});
