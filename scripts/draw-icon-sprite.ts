// Draws app/components/ui/icons.svg, one <symbol> per icon the store names (app/components/ui/icon-names.ts),
// from lucide's drawings as installed. Run after changing the list or updating lucide-react:
// npx tsx scripts/draw-icon-sprite.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { icons } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ICON_NAMES } from "../app/components/ui/icon-names";

export const SPRITE_PATH = path.join(import.meta.dirname, "..", "app", "components", "ui", "icons.svg");

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());

/** The sprite's text: the shapes only; size, colour and stroke come from the `.icon` class (app/app.css). */
export function drawIconSprite(): string {
  const { version } = JSON.parse(
    readFileSync(path.join(import.meta.dirname, "..", "node_modules", "lucide-react", "package.json"), "utf8"),
  ) as { version: string };
  const symbols = ICON_NAMES.map((name) => {
    const icon = icons[pascal(name) as keyof typeof icons];
    if (!icon) throw new Error(`lucide-react ${version} has no icon "${name}"`);
    const svg = renderToStaticMarkup(createElement(icon));
    const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
    const shapes = svg
      .replace(/^<svg[^>]*>/, "")
      .replace(/<\/svg>$/, "")
      .replace(/><\/(path|circle|rect|line|polyline|polygon|ellipse)>/g, "/>");
    return `<symbol id="${name}" viewBox="${viewBox}">${shapes}</symbol>`;
  });
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    `<!-- Lucide icons (lucide-react ${version}, ISC licence, https://lucide.dev). Drawn by scripts/draw-icon-sprite.ts: do not edit. -->`,
    ...symbols,
    "</svg>",
    "",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SPRITE_PATH, drawIconSprite());
  console.log(`wrote ${SPRITE_PATH}`);
}
