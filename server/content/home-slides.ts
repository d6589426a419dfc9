import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { type SlideInput, slideShowsAt } from "~domain/home-content";
import { renditionKey } from "~domain/renditions";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import type { Db, Tx } from "../db/handle";
import { referenceData } from "../db/reference-data";
import { homeSlides } from "../db/schema";
import { formLimits } from "../http/form-limits";
import type { MediaStore } from "../media/store";
import { pickedPicture, UPLOAD_LIMITS, type UploadedImageError } from "../media/uploaded-image";
import { pageTag, showsOnPage, showsOnPageUntil } from "../page-cache/page-tags";

/** The slide form: one picture and its texts. */
export const SLIDE_FORM_LIMITS = formLimits(1, UPLOAD_LIMITS.bytes);
/** A slide's picture is shown at most 288 px wide (400 for sharp screens), as the category pictures it replaces. */
const SLIDE_SIZES = { card: 400 } as const;

export type SlideRow = typeof homeSlides.$inferSelect;

/** Every slide in order, dates or not (the back office's list). */
export function allSlides(db: Db | Tx): Promise<SlideRow[]> {
  return db.select().from(homeSlides).orderBy(asc(homeSlides.position), asc(homeSlides.id));
}

/**
 * The slides a home page shows at `now`, in order. All of them are kept with the reference data (a few rows);
 * the dates are applied on each read, so a slide's start or end needs no change notice to be honoured by a render.
 * A page kept for everyone (decision 038) is kept only until the next start or end.
 */
export async function slidesShownAt(db: Db, now: Date): Promise<SlideRow[]> {
  const slides = await referenceData(db, "home-slides", async () => {
    showsOnPage(pageTag.table("home_slides"));
    return allSlides(db);
  });
  const next = nextSlideChange(slides, now);
  if (next) showsOnPageUntil(next);
  return slides.filter((slide) => slideShowsAt(slide, now));
}

/** The first moment after `now` at which a slide starts or stops showing, or null. */
function nextSlideChange(slides: SlideRow[], now: Date): Date | null {
  let next: Date | null = null;
  for (const slide of slides) {
    for (const moment of [slide.showsFrom, slide.showsUntil]) {
      if (moment && moment > now && (!next || moment < next)) next = moment;
    }
  }
  return next;
}

export async function findSlide(db: Db, id: number): Promise<SlideRow | null> {
  const [row] = await db.select().from(homeSlides).where(eq(homeSlides.id, id));
  return row ?? null;
}

export function slideImageUrl(media: Pick<MediaStore, "url">, imageKey: string | null): string | null {
  return imageKey ? media.url(renditionKey(imageKey, "card")) : null;
}

/** A picked file checked and turned into the slide's rendition; no file picked is `null` (keep the picture). */
export async function prepareSlidePicture(
  file: FormDataEntryValue | null | undefined,
): Promise<{ ok: true; rendition: Buffer | null } | { ok: false; error: UploadedImageError }> {
  const picked = await pickedPicture(file, SLIDE_SIZES);
  return picked.ok ? { ok: true, rendition: picked.renditions?.card ?? null } : picked;
}

async function storePicture(media: MediaStore, rendition: Buffer): Promise<string> {
  const imageKey = `slides/${randomUUID()}`;
  await media.put(renditionKey(imageKey, "card"), rendition, "image/webp");
  return imageKey;
}

type Operator = Pick<SessionUser, "id" | "email">;
const columnsOf = (input: SlideInput) => ({
  headline: input.headline,
  text: input.text,
  buttonLabel: input.buttonLabel,
  link: input.link,
  showsFrom: input.showsFrom,
  showsUntil: input.showsUntil,
});

/** A new slide, last in the order; audited `home.slide.create`. */
export async function createSlide(
  db: Db,
  media: MediaStore,
  operator: Operator,
  input: SlideInput,
  picture: Buffer | null,
): Promise<number> {
  const imageKey = picture ? await storePicture(media, picture) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(homeSlides)
      .values({
        ...columnsOf(input),
        imageKey,
        position: sql`(select coalesce(max(${homeSlides.position}), -1) + 1 from ${homeSlides})`,
      })
      .returning({ id: homeSlides.id });
    const id = row?.id ?? 0;
    await recordAudit(tx, operator, {
      action: "home.slide.create",
      subject: `slide:${id}`,
      subjectLabel: input.headline.en,
    });
    return id;
  });
}

/** Changes a slide's texts, dates and (when a file was picked) its picture; audited `home.slide.update`. */
export async function updateSlide(
  db: Db,
  media: MediaStore,
  operator: Operator,
  slide: SlideRow,
  input: SlideInput,
  picture: Buffer | null,
): Promise<void> {
  const imageKey = picture ? await storePicture(media, picture) : slide.imageKey;
  await db.transaction(async (tx) => {
    await tx
      .update(homeSlides)
      .set({ ...columnsOf(input), imageKey, updatedAt: sql`now()` })
      .where(eq(homeSlides.id, slide.id));
    await recordAudit(tx, operator, {
      action: "home.slide.update",
      subject: `slide:${slide.id}`,
      subjectLabel: input.headline.en,
    });
  });
  // The former picture of our own (not a category's, which the seed's slides share) is no longer shown.
  if (picture && slide.imageKey?.startsWith("slides/")) await media.remove(renditionKey(slide.imageKey, "card"));
}

export async function deleteSlide(db: Db, media: MediaStore, operator: Operator, slide: SlideRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(homeSlides).where(eq(homeSlides.id, slide.id));
    await recordAudit(tx, operator, {
      action: "home.slide.delete",
      subject: `slide:${slide.id}`,
      subjectLabel: slide.headline.en,
    });
  });
  if (slide.imageKey?.startsWith("slides/")) await media.remove(renditionKey(slide.imageKey, "card"));
}

/** Moves a slide one place earlier or later, renumbering every slide in one transaction; audited `home.slide.move`. */
export async function moveSlide(db: Db, operator: Operator, slideId: number, by: -1 | 1): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${homeSlides} for update`);
    const order = (await allSlides(tx)).map((slide) => slide);
    const from = order.findIndex((slide) => slide.id === slideId);
    const to = from + by;
    const moved = order[from];
    if (!moved || to < 0 || to >= order.length) return false;
    order.splice(from, 1);
    order.splice(to, 0, moved);
    for (const [position, slide] of order.entries()) {
      if (slide.position !== position) {
        await tx.update(homeSlides).set({ position }).where(eq(homeSlides.id, slide.id));
      }
    }
    await recordAudit(tx, operator, {
      action: "home.slide.move",
      subject: `slide:${slideId}`,
      subjectLabel: moved.headline.en,
    });
    return true;
  });
}
