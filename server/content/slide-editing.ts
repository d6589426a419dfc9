import { data, redirect } from "react-router";
import { type FormFailure, formValues, parseForm } from "~domain/form";
import { slideInput } from "~domain/home-content";
import { z } from "~domain/zod";
import type { SessionUser } from "../accounts/sessions";
import type { Db } from "../db/handle";
import { readFormData } from "../http/form-data";
import { FormTooLargeError } from "../http/form-limits";
import type { MediaStore } from "../media/store";
import {
  createSlide,
  findSlide,
  prepareSlidePicture,
  SLIDE_FORM_LIMITS,
  type SlideRow,
  slideImageUrl,
  updateSlide,
} from "./home-slides";

// /admin/home/slides/new and /admin/home/slides/<id>: a slide's picture, texts, link and dates.

const slideIdParam = z.union([z.literal("new"), z.coerce.number().int().positive()]);

/** The slide of the address (`new`: none yet); an address naming no slide is 404. */
export async function slideOfParam(db: Db, param: string | undefined): Promise<SlideRow | null> {
  const id = slideIdParam.safeParse(param);
  if (!id.success) throw data(null, { status: 404 });
  if (id.data === "new") return null;
  const slide = await findSlide(db, id.data);
  if (!slide) throw data(null, { status: 404 });
  return slide;
}

/** A moment as a `datetime-local` field shows it, in UTC. */
const localValue = (date: Date | null) => (date ? date.toISOString().slice(0, 16) : "");

export function slideScreen(media: MediaStore, slide: SlideRow | null) {
  return {
    slide: slide && {
      id: slide.id,
      headline: slide.headline,
      text: slide.text,
      buttonLabel: slide.buttonLabel,
      link: slide.link,
      image: slideImageUrl(media, slide.imageKey),
      showsFrom: localValue(slide.showsFrom),
      showsUntil: localValue(slide.showsUntil),
    },
  };
}

/**
 * Saves the slide form (a new slide goes last): the texts checked (English headline and button required, the link a
 * path of ours or an https address, the end after the start), the picture checked as an image within the limits.
 * Refused, the messages show beside the fields with what was typed; saved, back to /admin/home.
 */
export async function slideAction(
  db: Db,
  media: MediaStore,
  request: Request,
  operator: Pick<SessionUser, "id" | "email">,
  slide: SlideRow | null,
) {
  let form: FormData;
  try {
    form = await readFormData(request, SLIDE_FORM_LIMITS);
  } catch (error) {
    if (!(error instanceof FormTooLargeError)) throw error;
    return data<FormFailure>(
      { ok: false, errors: { picture: "images.errors.tooLarge" }, values: formValues(error.partial) },
      413,
    );
  }
  const parsed = parseForm(slideInput, form);
  const picture = await prepareSlidePicture(form.get("picture"));
  if (!parsed.ok || !picture.ok) {
    const errors = parsed.ok ? {} : parsed.errors;
    if (!picture.ok) errors.picture = picture.error;
    return data<FormFailure>({ ok: false, errors, values: parsed.values }, 400);
  }
  if (slide) await updateSlide(db, media, operator, slide, parsed.data, picture.rendition);
  else await createSlide(db, media, operator, parsed.data, picture.rendition);
  return redirect("/admin/home?saved=slide#slides", 303);
}
