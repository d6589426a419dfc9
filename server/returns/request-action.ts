import { data, redirect } from "react-router";
import { type FormFailure, formValues, parseForm } from "~domain/form";
import { returnRequestSchema } from "~domain/returns";
import type { Db } from "../db/handle";
import { readFormData } from "../http/form-data";
import { FormTooLargeError } from "../http/form-limits";
import type { MediaStore } from "../media/store";
import { RETURN_FORM_LIMITS, readReturnPhotos, removeReturnPhotos, storeReturnPhotos } from "./return-photos";
import { requestReturn } from "./returns";

/**
 * The buyer's return request as posted (its fields and up to three photos): refused, the form's messages beside
 * their fields with what was typed; asked, the return's page. Photos are stored only once the form is otherwise
 * right, and removed again when the request is refused or is a repeat of one already made.
 */
export async function returnRequestAction(
  db: Db,
  media: MediaStore,
  request: Request,
  buyerId: string,
  orderNumber: string,
  now: Date,
) {
  let form: FormData;
  try {
    form = await readFormData(request, RETURN_FORM_LIMITS);
  } catch (error) {
    if (!(error instanceof FormTooLargeError)) throw error;
    const values = formValues(error.partial);
    // More files than three is said as such; a file or a body too large, as too large.
    const photos = error.limit === "files" ? "returns.errors.tooManyPhotos" : "images.errors.tooLarge";
    return data<FormFailure>({ ok: false, errors: { photos }, values }, 413);
  }
  const parsed = parseForm(returnRequestSchema, form);
  const photos = await readReturnPhotos(form);
  if (!parsed.ok || !photos.ok) {
    const errors = parsed.ok ? {} : { ...parsed.errors };
    if (!photos.ok) errors.photos = photos.error;
    return data<FormFailure>({ ok: false, errors, values: parsed.values }, 400);
  }
  const keys = await storeReturnPhotos(media, photos.images);
  const asked = await requestReturn(db, buyerId, orderNumber, parsed.data, now, keys);
  if (!asked.ok || asked.repeated) await removeReturnPhotos(media, keys);
  if (!asked.ok && asked.refusal === "notFound") throw data(null, { status: 404 });
  if (!asked.ok) {
    const failure: FormFailure = {
      ok: false,
      errors: asked.fields ?? {},
      formError: `returns.errors.${asked.refusal}`,
      values: parsed.values,
    };
    return data(failure, 409);
  }
  return redirect(`/account/returns/${asked.returnId}?done=requested`, 303);
}
