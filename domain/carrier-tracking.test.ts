import { describe, expect, test } from "vitest";
import { CARRIERS, trackingUrl } from "./carrier-tracking";

describe("trackingUrl", () => {
  test("a known carrier's number opens its tracking page", () => {
    expect(trackingUrl("UPS", "1Z999AA10123456784")).toBe("https://www.ups.com/track?tracknum=1Z999AA10123456784");
  });

  test("the carrier is matched ignoring case, spaces and dots, and by its local name", () => {
    expect(trackingUrl(" royal  mail ", "AB123")).toBe(
      "https://www.royalmail.com/track-your-item#/tracking-results/AB123",
    );
    expect(trackingUrl("Fed.Ex", "1")).toBe("https://www.fedex.com/fedextrack/?trknbr=1");
    expect(trackingUrl("почта россии", "RA123456789RU")).toBe("https://www.pochta.ru/tracking?barcode=RA123456789RU");
  });

  test("the number is URL-encoded, so it cannot add parameters or leave the carrier's page", () => {
    const url = trackingUrl("DHL", "12 34&x=1#/../evil");
    expect(url).toBe(
      "https://www.dhl.com/global-en/home/tracking.html?tracking-id=12%2034%26x%3D1%23%2F..%2Fevil&submit=1",
    );
    expect(new URL(url ?? "").hostname).toBe("www.dhl.com");
  });

  test("an unknown carrier, or a missing carrier or number, gives no link", () => {
    expect(trackingUrl("Bob's Vans", "123")).toBeNull();
    expect(trackingUrl(null, "123")).toBeNull();
    expect(trackingUrl("UPS", "  ")).toBeNull();
    expect(trackingUrl("UPS", null)).toBeNull();
  });

  test("every carrier's page is https and takes the number once", () => {
    for (const carrier of CARRIERS) {
      expect(carrier.url.startsWith("https://")).toBe(true);
      expect(carrier.url.split("{number}")).toHaveLength(2);
      expect(trackingUrl(carrier.name, "X1")).toContain("X1");
    }
  });
});
