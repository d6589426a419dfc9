import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { looksLikeFormula, PRODUCT_CSV_COLUMNS, type ProductCsvRow, pictureRefs, unguarded } from "~domain/product-csv";
import { csvCell } from "../admin/newsletter-export";
import { readProductCsv } from "./product-csv-read";

// The product CSV reader takes files from anyone (decision 047): whatever the bytes, it answers rows or problems and
// never throws; and what the export's quoting writes, it reads back as written.

const encode = (text: string) => new TextEncoder().encode(text);

function fileOf(rows: ProductCsvRow[]): Uint8Array {
  const lines = [
    PRODUCT_CSV_COLUMNS.join(","),
    ...rows.map((row) => PRODUCT_CSV_COLUMNS.map((c) => csvCell(row[c])).join(",")),
  ];
  return encode(`${lines.join("\r\n")}\r\n`);
}

const base: ProductCsvRow = {
  sku: "A-1",
  language: "en",
  name_en: "Drill",
  description_en: "A drill.",
  name_ru: "",
  description_ru: "",
  name_ar: "",
  description_ar: "",
  price: "10.00",
  compare_at_price: "",
  availability: "in-stock",
  stock: "1",
  badges: "",
  colours: "red",
  category: "drills",
  brand: "acme",
  pictures: "drill.jpg",
  tax_class: "",
};

/**
 * Text a person types in a name or description: any characters, quotes, commas and line breaks included. (A text that
 * itself starts with the export's guard, `'` before =+-@, reads back without it, as in a spreadsheet.)
 */
const typed = (max: number) =>
  fc
    .string({ unit: fc.constantFrom(..."ab ,\"'\n\r;|éДرل😀\t-=+@"), minLength: 1, maxLength: max })
    .map((text) => text.trim())
    .filter((text) => text.length > 0 && !looksLikeFormula(text) && unguarded(text) === text);

describe("reading a product CSV", () => {
  it("never throws on any bytes, and answers rows or problems", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2_000 }), (bytes) => {
        const read = readProductCsv(bytes);
        expect(Array.isArray(read.rows) && Array.isArray(read.problems)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on text shaped like a CSV with hostile names and cells", () => {
    const header = fc.array(fc.constantFrom(...PRODUCT_CSV_COLUMNS, "__proto__", "constructor", "", "sku"), {
      maxLength: 20,
    });
    const cells = fc.array(fc.array(fc.string({ maxLength: 30 }), { maxLength: 20 }), { maxLength: 20 });
    fc.assert(
      fc.property(header, cells, (names, rows) => {
        const text = [names.join(","), ...rows.map((row) => row.map(csvCell).join(","))].join("\n");
        const read = readProductCsv(encode(text));
        expect(read.rows.length + read.problems.length).toBeGreaterThanOrEqual(0);
        for (const problem of read.problems) expect(typeof problem.message).toBe("string");
      }),
      { numRuns: 300 },
    );
  });

  it("reads back what the export's quoting writes: names and descriptions with quotes, commas and line breaks", () => {
    fc.assert(
      fc.property(typed(120), typed(400), (name, description) => {
        const read = readProductCsv(fileOf([{ ...base, name_en: name, description_en: description }]));
        expect(read.problems).toEqual([]);
        expect(read.rows[0]?.listing).toMatchObject({ name, description });
      }),
      { numRuns: 200 },
    );
  });
});

describe("a pictures cell", () => {
  it("names colours by a slug, a colon and a space; an address keeps its own colon", () => {
    expect(pictureRefs("a.jpg | blue: b.jpg | https://x.example/media/products/k-large.webp")).toEqual([
      { colour: null, address: "a.jpg" },
      { colour: "blue", address: "b.jpg" },
      { colour: null, address: "https://x.example/media/products/k-large.webp" },
    ]);
    expect(pictureRefs("a b.jpg")).toBeNull();
    expect(pictureRefs("")).toEqual([]);
  });
});

describe("the example file of the seller's guide (docs/products-example.csv)", () => {
  it("reads as two products, the drill in three languages with its blue picture tied", () => {
    const read = readProductCsv(
      new Uint8Array(readFileSync(new URL("../../docs/products-example.csv", import.meta.url))),
    );
    expect(read.problems).toEqual([]);
    expect(read.rows.map((row) => [row.line, row.sku, row.listing.price, row.listing.colors])).toEqual([
      [2, "DR-18V-01", 12990, ["red", "blue"]],
      [3, "WB-120", 24900, []],
    ]);
    expect(read.rows[0]?.pictures).toEqual([
      { colour: null, address: "drill.jpg" },
      { colour: "blue", address: "drill-blue.jpg" },
    ]);
  });
});
