import { data, redirect } from "react-router";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import type { Db } from "../db/handle";
import { csvDownload } from "../http/csv-download";
import type { MediaStore } from "../media/store";
import type { ImportOwner } from "./import-plan";
import { productsCsvStream } from "./product-csv-export";
import { uploadProductImport } from "./product-import-upload";
import { type ImportRequest, importOf, latestImports } from "./product-imports";

// The three screens of products in bulk, for a seller (their own products) and the operator (the store's, owner
// null, each export and upload audited): the CSV download, the upload page, and an import's progress (decision 047).

/** Where an owner's import pages are. */
export const importPagesOf = (owner: ImportOwner) =>
  owner === null ? "/admin/products/import" : "/account/myProducts/import";

export async function productsCsvDownload(
  db: Db,
  media: MediaStore,
  owner: ImportOwner,
  origin: string,
  operator?: Pick<SessionUser, "id" | "email">,
) {
  if (operator) {
    await recordAudit(db, operator, { action: "product.export", subject: "products:store", subjectLabel: "CSV" });
  }
  return csvDownload(
    productsCsvStream(db, media, owner, origin),
    owner === null ? "store-products.csv" : "my-products.csv",
  );
}

export async function importScreen(db: Db, owner: ImportOwner) {
  return {
    imports: await latestImports(db, owner),
    exportHref: owner === null ? "/admin/products/export.csv" : "/account/myProducts/export.csv",
  };
}

/** The upload: on to the import's page, or the problems (nothing kept) beside the form. */
export async function importAction(db: Db, media: MediaStore, request: Request, who: ImportRequest) {
  const answer = await uploadProductImport(db, media, request, who);
  if (!answer.ok) return data({ problems: answer.problems }, answer.status);
  return redirect(`${importPagesOf(who.owner)}/${answer.id}`, 303);
}

/** One of the owner's imports; another's (or none) is the not-found page. */
export async function importStatusScreen(db: Db, owner: ImportOwner, param: string | undefined) {
  const id = /^\d{1,9}$/.test(param ?? "") ? Number(param) : null;
  const item = id === null ? null : await importOf(db, owner, id);
  if (!item) throw data(null, { status: 404 });
  return { item, backTo: importPagesOf(owner) };
}
