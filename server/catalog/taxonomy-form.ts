import { data } from "react-router";
import { type FormFailure, formValues } from "~domain/form";
import { readFormData } from "../http/form-data";
import { FormTooLargeError, formLimits } from "../http/form-limits";
import { type ListingImage, prepareListingImage } from "../listings/listing-images";
import { UPLOAD_LIMITS } from "../media/uploaded-image";

/** The back office's category and brand forms: text fields, and at most one picture of the product pictures' limit. */
const TAXONOMY_FORM_LIMITS = formLimits(1, UPLOAD_LIMITS.bytes);

/** A refused form: the messages beside its fields and what was typed, with its HTTP status. */
export const refused = (failure: Omit<FormFailure, "ok">, status: number) =>
  data<FormFailure>({ ok: false, ...failure }, status);

/**
 * The posted form, or the refusal to answer with: a picture over the limit is a message beside the picture's field
 * (with the text typed before it), not an error page.
 */
export async function readTaxonomyForm(
  request: Request,
): Promise<{ ok: true; form: FormData } | { ok: false; refusal: ReturnType<typeof refused> }> {
  try {
    return { ok: true, form: await readFormData(request, TAXONOMY_FORM_LIMITS) };
  } catch (error) {
    if (!(error instanceof FormTooLargeError)) throw error;
    const values = formValues(error.partial);
    return { ok: false, refusal: refused({ errors: { picture: "images.errors.tooLarge" }, values }, 413) };
  }
}

/** The picture posted as `picture`: checked by decoding it, and made into the product pictures' renditions. */
export async function postedPicture(
  form: FormData,
): Promise<{ ok: true; image: ListingImage } | { ok: false; error: string }> {
  const file = form.get("picture");
  if (!(file instanceof Blob) || file.size === 0) return { ok: false, error: "taxonomy.errors.noPicture" };
  const prepared = await prepareListingImage(file as File);
  return prepared.ok ? { ok: true, image: prepared.image } : { ok: false, error: prepared.error };
}
