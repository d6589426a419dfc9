import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATEGORY_LAYOUT_NAMES, catalogLayoutOf } from "~domain/category-layouts";
import { formObject } from "~domain/form";
import { brandFormSchema, categoryFormSchema, chosenSlug, slugOfName, TAXONOMY_SLUG_MAX } from "./taxonomy-input";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const hostile = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "../../etc",
    "a\u0000b",
    "Дрель ударная",
    "مثقاب",
  ),
);

describe("the category and brand forms", () => {
  it("make a slug of any name: lower-case ASCII words and dashes, short, never empty", () => {
    expect(slugOfName("Angle Grinders", "category")).toBe("angle-grinders");
    expect(slugOfName("Дрели", "category")).toBe("dreli");
    expect(slugOfName("!!!", "category")).toBe("category");
    fc.assert(
      fc.property(hostile, (name) => {
        const slug = slugOfName(name, "category");
        expect(slug).toMatch(SLUG);
        expect(slug.length).toBeLessThanOrEqual(TAXONOMY_SLUG_MAX);
      }),
    );
  });

  it("keep the address on a save that renames nothing, follow a new English name, and take a typed one", () => {
    const current = { slug: "power-tools", name: "Power Tools" };
    expect(chosenSlug("", "Power Tools", current, "x")).toBe("power-tools");
    expect(chosenSlug("power-tools", "Power Tools", current, "x")).toBe("power-tools");
    expect(chosenSlug("power-tools", "Cordless Tools", current, "x")).toBe("cordless-tools");
    expect(chosenSlug("tools-2", "Cordless Tools", current, "x")).toBe("tools-2");
  });

  it("never throw on hostile fields, and give back either valid input or messages", () => {
    const fields = fc.dictionary(
      fc.constantFrom(
        "name.en",
        "name.ru",
        "name.ar",
        "slug",
        "parentId",
        "layout",
        "brandIds",
        "name",
        "country",
        "__proto__",
      ),
      hostile,
    );
    fc.assert(
      fc.property(fields, (entries) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(entries)) form.append(name, value);
        const category = categoryFormSchema.safeParse(formObject(form));
        if (category.success) {
          expect(category.data.name.en.length).toBeGreaterThan(0);
          expect(category.data.slug === "" || SLUG.test(category.data.slug)).toBe(true);
          expect(CATEGORY_LAYOUT_NAMES).toContain(category.data.layout);
          for (const id of category.data.brandIds) expect(Number.isSafeInteger(id) && id > 0).toBe(true);
        }
        const brand = brandFormSchema.safeParse(formObject(form));
        if (brand.success) expect(brand.data.name.length).toBeGreaterThan(0);
      }),
    );
  });

  it("know a layout only by one of the five names, never by an inherited property", () => {
    for (const name of CATEGORY_LAYOUT_NAMES) expect(catalogLayoutOf(name)).not.toBeNull();
    fc.assert(
      fc.property(hostile, (name) => {
        const layout = catalogLayoutOf(name);
        expect(layout === null || (CATEGORY_LAYOUT_NAMES as readonly string[]).includes(name)).toBe(true);
      }),
    );
  });
});
