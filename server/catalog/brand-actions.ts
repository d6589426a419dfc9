import { data, redirect } from "react-router";
import { parseForm } from "~domain/form";
import type { SessionUser } from "../accounts/sessions";
import type { Db } from "../db/handle";
import type { MediaStore } from "../media/store";
import { createBrand, mergeBrands, setBrandLogo, updateBrand } from "./brand-admin";
import { postedPicture, readTaxonomyForm, refused } from "./taxonomy-form";
import { brandFormSchema, mergeBrandSchema } from "./taxonomy-input";

const notFound = () => data(null, { status: 404 });
const LIST = "/admin/brands";
const pageOf = (id: number, done: string) => `${LIST}/${id}?done=${done}`;

/** The brands list's form: a new brand. */
export async function newBrandAction(db: Db, operator: SessionUser, request: Request) {
  const read = await readTaxonomyForm(request);
  if (!read.ok) return read.refusal;
  const parsed = parseForm(brandFormSchema, read.form);
  if (!parsed.ok) return refused(parsed, 400);
  const made = await createBrand(db, operator, parsed.data);
  if (!made.ok) return refused({ errors: made.errors, values: parsed.values }, 409);
  return redirect(pageOf(made.id, "created"), 303);
}

/** The forms of a brand's page, by `intent`: save (name, slug, country), picture (its logo), merge (into another). */
export async function brandAction(db: Db, media: MediaStore, operator: SessionUser, request: Request, id: number) {
  const read = await readTaxonomyForm(request);
  if (!read.ok) return read.refusal;
  const { form } = read;
  const intent = form.get("intent");
  if (intent === "save") {
    const parsed = parseForm(brandFormSchema, form);
    if (!parsed.ok) return refused(parsed, 400);
    const saved = await updateBrand(db, operator, id, parsed.data);
    if (!saved) throw notFound();
    if (!saved.ok) return refused({ errors: saved.errors, values: parsed.values }, 409);
    return redirect(pageOf(id, "saved"), 303);
  }
  if (intent === "picture") {
    const picture = await postedPicture(form);
    if (!picture.ok) return refused({ errors: { picture: picture.error }, values: { intent } }, 400);
    if (!(await setBrandLogo(db, media, operator, id, picture.image))) throw notFound();
    return redirect(pageOf(id, "picture"), 303);
  }
  if (intent === "merge") {
    const parsed = parseForm(mergeBrandSchema, form);
    if (!parsed.ok) return refused(parsed, 400);
    const merged = await mergeBrands(db, media, operator, id, parsed.data.into);
    if (!merged) throw notFound();
    if (!merged.ok) return refused({ errors: merged.errors, values: parsed.values }, 409);
    return redirect(pageOf(merged.into.id, "merged"), 303);
  }
  return refused({ errors: { form: "taxonomy.errors.unknownIntent" }, values: {} }, 400);
}
