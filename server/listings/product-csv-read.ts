import { CsvError, parse } from "csv-parse/sync";
import { type ListingInput, parseListingForm } from "~domain/listing-input";
import {
  columnOfField,
  IMPORT_LIMITS,
  listingFormOfRow,
  looksLikeFormula,
  type PictureRef,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  type ProductCsvRow,
  pictureRefs,
  REQUIRED_COLUMNS,
  skuSchema,
  unguarded,
} from "~domain/product-csv";
import { z } from "~domain/zod";

// Reading an uploaded product CSV (issue 48, decision 047): UTF-8 only, a header naming known columns, at most
// IMPORT_LIMITS.rows rows, no cell a spreadsheet would run, and each row checked by the listing form's own schema.
// Every problem is reported with its line and column; a file with any problem imports nothing.

const recordsSchema = z.array(z.object({ record: z.array(z.string()), info: z.object({ lines: z.number() }) }));

/** What is wrong, where: a line of the file (1 is the header) and a column (null: the whole line or file). */
export type ImportProblem = {
  line: number;
  column: ProductCsvColumn | string | null;
  /** An i18n key; `values` fill it. */
  message: string;
  values?: Record<string, string | number>;
};

/** A row that passed: its line, code, listing fields and pictures as given (none: keep a product's pictures). */
export type ImportRow = { line: number; sku: string; listing: ListingInput; pictures: PictureRef[] };

/** The rows that passed, and every problem found (none: the file is good so far). */
export type ReadProductCsv = { rows: ImportRow[]; problems: ImportProblem[] };

/** Past this many, the list of problems stops: the file needs fixing anyway. */
const MAX_PROBLEMS = 200;

function fail(problem: ImportProblem): ReadProductCsv {
  return { rows: [], problems: [problem] };
}

/** The file's text, when it is UTF-8 (with or without its byte order mark). */
function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** The line a record starts on, from the line it ends on and the line breaks inside its quoted cells. */
function startLine(record: string[], endLine: number): number {
  const breaks = record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
  return endLine - breaks;
}

/** Reads and checks a product CSV; see the top of this file. */
export function readProductCsv(bytes: Uint8Array): ReadProductCsv {
  if (bytes.byteLength > IMPORT_LIMITS.csvBytes) {
    return fail({ line: 0, column: null, message: "imports.errors.csvTooLarge" });
  }
  const text = utf8(bytes);
  if (text === null) return fail({ line: 0, column: null, message: "imports.errors.encoding" });
  let records: z.infer<typeof recordsSchema>;
  try {
    // With `info`, each record comes with where it ends (csv-parse's types do not say so: the shape is checked).
    const parsed: unknown = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 64 * 1024,
      to: IMPORT_LIMITS.rows + 2,
    });
    records = recordsSchema.parse(parsed);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = "lines" in error && typeof error.lines === "number" ? error.lines : 0;
    return fail({ line, column: null, message: "imports.errors.csvSyntax" });
  }
  const [header, ...body] = records;
  if (!header) return fail({ line: 1, column: null, message: "imports.errors.empty" });
  const names = header.record.map((name) => name.trim().toLowerCase());
  const problems: ImportProblem[] = [];
  names.forEach((name, index) => {
    if (!(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name)) {
      problems.push({ line: 1, column: name || `#${index + 1}`, message: "imports.errors.unknownColumn" });
    } else if (names.indexOf(name) !== index) {
      problems.push({ line: 1, column: name, message: "imports.errors.repeatedColumn" });
    }
  });
  for (const required of REQUIRED_COLUMNS) {
    if (!names.includes(required))
      problems.push({ line: 1, column: required, message: "imports.errors.missingColumn" });
  }
  if (problems.length > 0) return { rows: [], problems };
  if (body.length === 0) return fail({ line: 2, column: null, message: "imports.errors.empty" });
  if (body.length > IMPORT_LIMITS.rows) {
    return fail({ line: 0, column: null, message: "imports.errors.tooManyRows", values: { max: IMPORT_LIMITS.rows } });
  }
  const rows: ImportRow[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of body) {
    if (problems.length >= MAX_PROBLEMS) break;
    const line = startLine(record, info.lines);
    const row = rowOf(names, record);
    const before = problems.length;
    for (const column of PRODUCT_CSV_COLUMNS) {
      if (looksLikeFormula(row[column].trim())) problems.push({ line, column, message: "imports.errors.formula" });
    }
    if (record.length > names.length) problems.push({ line, column: null, message: "imports.errors.extraCells" });
    if (problems.length > before) continue;
    const sku = skuSchema.safeParse(row.sku);
    if (!sku.success)
      problems.push({ line, column: "sku", message: sku.error.issues[0]?.message ?? "imports.errors.sku" });
    const key = sku.success ? sku.data.toLowerCase() : "";
    if (sku.success && seen.has(key)) {
      problems.push({
        line,
        column: "sku",
        message: "imports.errors.repeatedSku",
        values: { line: seen.get(key) ?? 0 },
      });
    }
    if (sku.success) seen.set(key, line);
    const pictures = pictureRefs(row.pictures);
    if (!pictures) problems.push({ line, column: "pictures", message: "imports.errors.pictures" });
    const parsed = parseListingForm(listingFormOfRow(row));
    if (!parsed.ok) {
      for (const [field, message] of Object.entries(parsed.errors)) {
        problems.push({
          line,
          column: columnOfField(field, row.language.trim()),
          message: message ?? "imports.errors.invalid",
        });
      }
    }
    if (sku.success && pictures && parsed.ok) rows.push({ line, sku: sku.data, listing: parsed.data, pictures });
  }
  return { rows, problems: problems.slice(0, MAX_PROBLEMS) };
}

/** A record as a row of known columns, read by the header's names; a column the file leaves out is empty. */
function rowOf(names: string[], record: string[]): ProductCsvRow {
  const row = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column) => [column, ""])) as ProductCsvRow;
  for (const column of PRODUCT_CSV_COLUMNS) {
    const index = names.indexOf(column);
    if (index !== -1) row[column] = unguarded(record[index] ?? "");
  }
  return row;
}
