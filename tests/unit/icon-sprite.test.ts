import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "~/components/ui/icon-names";
import { drawIconSprite, SPRITE_PATH } from "../../scripts/draw-icon-sprite";

describe("the icon sprite", () => {
  it("is the one drawn from the store's icon list and lucide as installed (else: npx tsx scripts/draw-icon-sprite.ts)", () => {
    expect(readFileSync(SPRITE_PATH, "utf8")).toBe(drawIconSprite());
  });

  it("holds a drawing for every icon the store names, each under its own id", () => {
    const ids = [...readFileSync(SPRITE_PATH, "utf8").matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map(
      (match) => match[1],
    );
    expect(ids).toEqual([...ICON_NAMES]);
  });
});
