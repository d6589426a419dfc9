import { describe, expect, it } from "vitest";
import { productSlug } from "./product-slug";

describe("product slugs", () => {
  it("keep Latin names as the demo catalogue always had them: model codes whole, apostrophes dropped", () => {
    expect(productSlug("Brandix Screwdriver SCREW1500ACC")).toBe("brandix-screwdriver-screw1500acc");
    expect(productSlug("Turbohand 18V Brushless Cordless Drill Driver DDF-989")).toBe(
      "turbohand-18v-brushless-cordless-drill-driver-ddf-989",
    );
    expect(productSlug("Mitasia Plumber's Torch Kit PTK-515")).toBe("mitasia-plumbers-torch-kit-ptk-515");
    expect(productSlug("Mitasia Torque Wrench 1/2-inch 40-200 Nm TW-462")).toBe(
      "mitasia-torque-wrench-1-2-inch-40-200-nm-tw-462",
    );
    expect(productSlug("  Déjà Vu Sander, 2 Pieces!  ")).toBe("deja-vu-sander-2-pieces");
  });

  it("transliterate Russian names", () => {
    expect(productSlug("Дрель ударная Макита 18В")).toBe("drel-udarnaya-makita-18v");
    expect(productSlug("Щётка для шлифовки")).toBe("schyotka-dlya-shlifovki");
  });

  it("transliterate Arabic names", () => {
    expect(productSlug("مثقاب كهربائي بوش")).toBe("mthqab-khrbayy-bwsh");
  });

  it("transliterate names that mix scripts", () => {
    expect(productSlug("Makita Дрель DHP482 مثقاب")).toBe("makita-drel-dhp482-mthqab");
  });

  it("are at most 80 characters and never end in a dash", () => {
    const slug = productSlug(`${"a".repeat(79)} b`);
    expect(slug).toBe("a".repeat(79));
    expect(productSlug("Шуруповёрт ".repeat(20)).length).toBeLessThanOrEqual(80);
  });

  it("fall back to 'product' for a name of symbols and emoji only", () => {
    expect(productSlug("★☆ 🔧 !!!")).toBe("product");
    expect(productSlug("")).toBe("product");
    expect(productSlug("---")).toBe("product");
  });
});
