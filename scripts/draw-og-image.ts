// Draws public/og-image.png, the store's picture in link previews for pages without one of their own (1200×630).
// Run after changing the logo or the colours: npx tsx scripts/draw-og-image.ts
import path from "node:path";
import sharp from "sharp";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#1f2937"/>
  <rect x="0" y="560" width="1200" height="70" fill="#ffb300"/>
  <g transform="translate(120 175) scale(9)">
    <rect width="32" height="32" rx="6" fill="#111827"/>
    <path d="M9 23l8-8m2-2l4-4m-6 0l6 6" stroke="#ffb300" stroke-width="3" stroke-linecap="round" fill="none"/>
  </g>
  <text x="470" y="300" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="104" font-weight="bold"
    fill="#ffffff">Tool Store</text>
  <text x="474" y="372" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="32" fill="#d1d5db">
    Power tools · Hand tools · Machine tools</text>
  <text x="474" y="420" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="32" fill="#d1d5db">
    Garden · Plumbing · Measurement</text>
</svg>`;

const out = path.join(import.meta.dirname, "..", "public", "og-image.png");
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out);
console.log(`wrote ${out}`);
