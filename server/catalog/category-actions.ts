import { data, redirect } from "react-router";
import { parseForm } from "~domain/form";
import type { SessionUser } from "../accounts/sessions";
import type { Db } from "../db/handle";
import type { MediaStore } from "../media/store";
import {
  createCategory,
  deleteCategory,
  moveCategoryPosition,
  moveCategoryProducts,
  setCategoryPicture,
  updateCategory,
} from "./category-admin";
import { postedPicture, readTaxonomyForm, refused } from "./taxonomy-form";
import { categoryFormSchema, moveProductsSchema, positionSchema } from "./taxonomy-input";

const notFound = () => data(null, { status: 404 });
const LIST = "/admin/categories";
const pageOf = (id: number, done: string) => `${LIST}/${id}?done=${done}`;

/** The new category's form: made, it answers with its page; refused, with the fields to fix and what was typed. */
export async function newCategoryAction(db: Db, operator: SessionUser, request: Request) {
  const read = await readTaxonomyForm(request);
  if (!read.ok) return read.refusal;
  const parsed = parseForm(categoryFormSchema, read.form);
  if (!parsed.ok) return refused(parsed, 400);
  const made = await createCategory(db, operator, parsed.data);
  if (!made.ok) return refused({ errors: made.errors, values: parsed.values }, 409);
  return redirect(pageOf(made.id, "created"), 303);
}

/**
 * The forms of a category's page, by `intent`: save (name, slug, parent, layout), picture, up/down among its siblings,
 * products (move them all), delete. Done, each answers with a redirect saying what was done; refused, with the
 * messages beside the form's fields and what was typed (`values.intent` says which form).
 */
export async function categoryAction(db: Db, media: MediaStore, operator: SessionUser, request: Request, id: number) {
  const read = await readTaxonomyForm(request);
  if (!read.ok) return read.refusal;
  const { form } = read;
  const intent = form.get("intent");
  if (intent === "save") {
    const parsed = parseForm(categoryFormSchema, form);
    if (!parsed.ok) return refused(parsed, 400);
    const saved = await updateCategory(db, operator, id, parsed.data);
    if (!saved) throw notFound();
    if (!saved.ok) return refused({ errors: saved.errors, values: parsed.values }, 409);
    return redirect(pageOf(id, "saved"), 303);
  }
  if (intent === "picture") {
    const picture = await postedPicture(form);
    if (!picture.ok) return refused({ errors: { picture: picture.error }, values: { intent } }, 400);
    if (!(await setCategoryPicture(db, media, operator, id, picture.image))) throw notFound();
    return redirect(pageOf(id, "picture"), 303);
  }
  if (intent === "position") {
    const parsed = parseForm(positionSchema, form);
    if (!parsed.ok) return refused(parsed, 400);
    if (!(await moveCategoryPosition(db, operator, id, parsed.data.direction))) throw notFound();
    // From the list's buttons back to the list, from the category's page back to it.
    return redirect(
      form.get("from") === "list" ? `${LIST}?done=reordered#category-${id}` : pageOf(id, "reordered"),
      303,
    );
  }
  if (intent === "products") {
    const parsed = parseForm(moveProductsSchema, form);
    if (!parsed.ok) return refused(parsed, 400);
    const moved = await moveCategoryProducts(db, operator, id, parsed.data.to);
    if (!moved) throw notFound();
    if (!moved.ok) return refused({ errors: moved.errors, values: parsed.values }, 409);
    return redirect(pageOf(id, "moved"), 303);
  }
  if (intent === "delete") {
    const deleted = await deleteCategory(db, media, operator, id);
    if (deleted.ok) return redirect(`${LIST}?done=deleted`, 303);
    if (deleted.notFound) throw notFound();
    return refused({ errors: { delete: "taxonomy.errors.notEmpty" }, values: { intent } }, 409);
  }
  return refused({ errors: { form: "taxonomy.errors.unknownIntent" }, values: {} }, 400);
}
