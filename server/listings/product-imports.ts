import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { ImportResult } from "~domain/product-csv";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import type { Db } from "../db/handle";
import { productImports } from "../db/schema";
import type { MediaStore } from "../media/store";
import { readArchiveDirectory } from "./import-archive";
import { type ImportOwner, planImport } from "./import-plan";
import { type ImportProblem, readProductCsv } from "./product-csv-read";

// An upload of products (decision 047): the CSV is read and every row checked, the zip's directory read, and the rows
// checked against the store, before anything is kept. A file with any problem keeps nothing and answers every problem
// with its line and column; a good one becomes an import the background pass writes (import-job.ts).

export type StartedImport = { ok: true; id: number } | { ok: false; problems: ImportProblem[] };

/** Whose products an import writes and who asked; an operator's import of the store's is audited with it. */
export type ImportRequest = {
  owner: ImportOwner;
  requestedBy: string;
  operator?: Pick<SessionUser, "id" | "email">;
};

/** Checks an upload and queues its import; see the top of this file. */
export async function startProductImport(
  db: Db,
  media: MediaStore,
  who: ImportRequest,
  csv: Uint8Array,
  zip: Buffer | null,
): Promise<StartedImport> {
  const read = readProductCsv(csv);
  // A file that cannot be read as rows at all says so alone; otherwise every row's problems are said together.
  if (read.rows.length === 0 && read.problems.length > 0) return { ok: false, problems: read.problems };
  let names: Set<string> | null = null;
  if (zip) {
    const directory = await readArchiveDirectory(zip);
    if (!directory.ok) {
      return { ok: false, problems: [{ line: 0, column: null, message: `imports.errors.${directory.refusal}` }] };
    }
    names = directory.names;
  }
  const plan = await planImport(db, who.owner, read.rows, names);
  if (!plan.ok || read.problems.length > 0) {
    const problems = [...read.problems, ...(plan.ok ? [] : plan.problems)].sort((a, b) => a.line - b.line);
    return { ok: false, problems };
  }
  let archiveKey: string | null = null;
  if (zip && plan.files.length > 0) {
    archiveKey = `imports/${randomUUID()}.zip`;
    await media.put(archiveKey, zip, "application/zip");
  }
  const created = await db.transaction(async (tx) => {
    const [queued] = await tx
      .insert(productImports)
      .values({
        ownerId: who.owner,
        requestedBy: who.requestedBy,
        rows: plan.rows,
        archiveKey,
        totalSteps: plan.files.length + plan.rows.length,
      })
      .returning({ id: productImports.id });
    if (queued && who.operator) {
      await recordAudit(tx, who.operator, {
        action: "product.import",
        subject: `import:${queued.id}`,
        subjectLabel: `import ${queued.id}`,
      });
    }
    return queued;
  });
  if (!created) throw new Error("The import was not saved");
  return { ok: true, id: created.id };
}

const mine = (owner: ImportOwner): SQL =>
  owner === null ? isNull(productImports.ownerId) : eq(productImports.ownerId, owner);

export type ImportStatus = {
  id: number;
  status: "queued" | "running" | "done" | "failed";
  totalSteps: number;
  doneSteps: number;
  result: ImportResult | null;
  createdAt: string;
};

const statusColumns = {
  id: productImports.id,
  status: productImports.status,
  totalSteps: productImports.totalSteps,
  doneSteps: productImports.doneSteps,
  result: productImports.result,
  createdAt: productImports.createdAt,
};

function statusOf(row: { createdAt: Date } & Omit<ImportStatus, "createdAt">): ImportStatus {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** One of the owner's imports (someone else's reads as missing). */
export async function importOf(db: Db, owner: ImportOwner, id: number): Promise<ImportStatus | null> {
  const [row] = await db
    .select(statusColumns)
    .from(productImports)
    .where(and(eq(productImports.id, id), mine(owner)));
  return row ? statusOf(row) : null;
}

/** The owner's latest imports, newest first. */
export async function latestImports(db: Db, owner: ImportOwner, limit = 10): Promise<ImportStatus[]> {
  const rows = await db
    .select(statusColumns)
    .from(productImports)
    .where(mine(owner))
    .orderBy(desc(productImports.createdAt), desc(productImports.id))
    .limit(limit);
  return rows.map(statusOf);
}

/** An import as its result mail reads it, with whose it is (null: the store's). */
export async function importOfMail(db: Db, id: number) {
  const [row] = await db
    .select({ ...statusColumns, ownerId: productImports.ownerId })
    .from(productImports)
    .where(eq(productImports.id, id));
  return row ? { ...statusOf(row), ownerId: row.ownerId } : null;
}
