import type { FieldErrors, FormValues } from "~domain/form";
import { formValues, listOf } from "~domain/form";
import { parseListingForm } from "~domain/listing-input";
import type { Db } from "../db/handle";
import { readFormData } from "../http/form-data";
import { type FormLimit, FormTooLargeError, formLimits } from "../http/form-limits";
import type { MediaStore } from "../media/store";
import { UPLOAD_LIMITS } from "../media/uploaded-image";
import { MAX_LISTING_IMAGES, prepareListingImages } from "./listing-images";
import type { ListingOwner } from "./listing-owner";
import { createListing, updateListing } from "./listings";

/** The most pictures a listing may have at their largest, and the text fields. */
const LISTING_FORM_LIMITS = formLimits(MAX_LISTING_IMAGES, UPLOAD_LIMITS.bytes);

const TOO_LARGE: Record<FormLimit, string> = {
  body: "listings.errors.uploadTooLarge",
  field: "listings.errors.uploadTooLarge",
  file: "images.errors.tooLarge",
  files: "listings.errors.tooManyImages",
};

export type ListingSaved = { ok: true; id: number; slug: string; name: string };
export type ListingRefused = { ok: false; status: 400 | 413; errors: FieldErrors; values: FormValues };
export type ListingMissing = { ok: false; notFound: true };

/**
 * Reads a posted listing form (fields and pictures) and creates the listing for `owner` (a seller, or the store), or
 * changes their listing `productId`. Every field and every picture is checked before anything is stored, so a
 * refusal names all that needs fixing and gives back what was typed.
 */
export async function saveListingSubmission(
  db: Db,
  media: MediaStore,
  owner: ListingOwner,
  request: Request,
  productId?: number,
): Promise<ListingSaved | ListingRefused | ListingMissing> {
  let form: FormData;
  try {
    form = await readFormData(request, LISTING_FORM_LIMITS);
  } catch (error) {
    if (!(error instanceof FormTooLargeError)) throw error;
    // What was typed before the limit was passed (the pictures come last) is given back.
    return { ok: false, status: 413, errors: { images: TOO_LARGE[error.limit] }, values: formValues(error.partial) };
  }
  const parsed = parseListingForm(form);
  const { values } = parsed;
  const images = await prepareListingImages(form.getAll("images"));
  const noPicture = images.ok && images.images.length === 0 && listOf(values.keepImages).length === 0;
  if (!parsed.ok || !images.ok || noPicture) {
    const errors = parsed.ok ? {} : parsed.errors;
    if (!images.ok) errors.images = images.error;
    if (noPicture) errors.images = "images.errors.noImage";
    return { ok: false, status: 400, errors, values };
  }
  const result =
    productId === undefined
      ? await createListing(db, media, owner, parsed.data, images.images)
      : await updateListing(db, media, owner, productId, parsed.data, images.images);
  if (result.ok) return { ok: true, id: result.id, slug: result.slug, name: parsed.data.name };
  if ("notFound" in result) return result;
  return { ok: false, status: 400, errors: result.errors, values };
}
