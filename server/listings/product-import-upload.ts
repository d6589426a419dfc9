import { IMPORT_LIMITS } from "~domain/product-csv";
import type { Db } from "../db/handle";
import { readFormData } from "../http/form-data";
import { FormTooLargeError, formLimits } from "../http/form-limits";
import type { MediaStore } from "../media/store";
import type { ImportProblem } from "./product-csv-read";
import { type ImportRequest, startProductImport } from "./product-imports";

/** The import form: a CSV and, beside it, a zip of pictures, each at most the larger of their limits. */
const IMPORT_FORM_LIMITS = formLimits(2, Math.max(IMPORT_LIMITS.csvBytes, IMPORT_LIMITS.zipBytes));

export type UploadAnswer = { ok: true; id: number } | { ok: false; status: 400 | 413; problems: ImportProblem[] };

const refused = (status: 400 | 413, message: string): UploadAnswer => ({
  ok: false,
  status,
  problems: [{ line: 0, column: null, message }],
});

/** Reads the import form (`csv`, and `pictures`: a zip) and starts the import for `owner`, or says what is wrong. */
export async function uploadProductImport(
  db: Db,
  media: MediaStore,
  request: Request,
  who: ImportRequest,
): Promise<UploadAnswer> {
  let form: FormData;
  try {
    form = await readFormData(request, IMPORT_FORM_LIMITS);
  } catch (error) {
    if (error instanceof FormTooLargeError) return refused(413, "imports.errors.tooLarge");
    throw error;
  }
  const csv = form.get("csv");
  if (!(csv instanceof Blob) || csv.size === 0) return refused(400, "imports.errors.noCsv");
  if (csv.size > IMPORT_LIMITS.csvBytes) return refused(413, "imports.errors.csvTooLarge");
  const pictures = form.get("pictures");
  const zip = pictures instanceof Blob && pictures.size > 0 ? Buffer.from(await pictures.arrayBuffer()) : null;
  if (zip && zip.byteLength > IMPORT_LIMITS.zipBytes) return refused(413, "imports.errors.tooLarge");
  const started = await startProductImport(db, media, who, new Uint8Array(await csv.arrayBuffer()), zip);
  return started.ok ? started : { ok: false, status: 400, problems: started.problems };
}
