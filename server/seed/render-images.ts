import { PRODUCT_IMAGE_SIZES, type ProductImageSize, renditionKey } from "~domain/renditions";
import { loadSharp } from "../media/sharp";
import type { MediaStore } from "../media/store";

/** One picture to store: its key prefix, the renditions it needs, and how to draw it. */
export type ImageJob = {
  prefix: string;
  sizes: readonly ProductImageSize[];
  /** Returns the SVG source; only called when some rendition is missing. */
  draw: () => string;
};

export type RenderReport = { rendered: number; skipped: number };

// The SVGs are drawn 700 px wide, so this density rasterises them at exactly `px`.
const densityFor = (px: number) => (72 * px) / 700;

/**
 * Renders every missing rendition as WebP and stores it; renditions already in the store are
 * left alone, so a repeated run costs only the existence checks.
 */
export async function renderImages(
  media: MediaStore,
  jobs: readonly ImageJob[],
  concurrency = 3,
): Promise<RenderReport> {
  const report: RenderReport = { rendered: 0, skipped: 0 };
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (job) await renderJob(media, job, report);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return report;
}

async function renderJob(media: MediaStore, job: ImageJob, report: RenderReport): Promise<void> {
  const present = await Promise.all(job.sizes.map((size) => media.exists(renditionKey(job.prefix, size))));
  const missing = job.sizes.filter((_, i) => !present[i]);
  report.skipped += job.sizes.length - missing.length;
  if (missing.length === 0) return;

  // Rasterise once at the largest size needed, then scale the pixels down for the others.
  const sharp = await loadSharp();
  const largest = Math.max(...missing.map((size) => PRODUCT_IMAGE_SIZES[size]));
  const { data, info } = await sharp(Buffer.from(job.draw()), { density: densityFor(largest) })
    .resize(largest, largest)
    // The drawings are opaque; without an alpha plane WebP encodes about twice as fast.
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const size of missing) {
    const px = PRODUCT_IMAGE_SIZES[size];
    const webp = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .resize(px, px)
      .webp({ quality: 82, effort: 1 })
      .toBuffer();
    await media.put(renditionKey(job.prefix, size), webp, "image/webp");
    report.rendered++;
  }
}
