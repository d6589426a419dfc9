import { describe, expect, it } from "vitest";
import { renditionKey, renditionSrcSet } from "./renditions";

describe("a picture's renditions", () => {
  it("are named from the picture's key or address, and listed with their widths for srcset", () => {
    expect(renditionKey("/media/products/drill/0", "card")).toBe("/media/products/drill/0-card.webp");
    expect(renditionSrcSet("/media/p/0", ["thumb", "card", "gallery"])).toBe(
      "/media/p/0-thumb.webp 96w, /media/p/0-card.webp 400w, /media/p/0-gallery.webp 700w",
    );
  });
});
