import type { Db } from "./handle";
import { nameStatement } from "./pglite-statements";

type Statement = { execute(values?: Record<string, unknown>): Promise<unknown>; getQuery(): { sql: string } };

// As reference-data.ts: the server's entry and the React Router build each bundle this module, and share the
// database handle; the statements hang off one global registry key.
const REGISTRY_KEY = Symbol.for("tool-store.prepared");
const registry = globalThis as typeof globalThis & { [REGISTRY_KEY]?: WeakMap<Db, Map<string, Statement>> };
registry[REGISTRY_KEY] ??= new WeakMap();
const preparedBy = registry[REGISTRY_KEY];

/**
 * A statement prepared once per database handle under `name` (`query.prepare(name)`, with `sql.placeholder`s
 * for what changes): the SQL is built once, and PostgreSQL parses and plans it once per connection (on PGlite, once:
 * pglite-statements.ts). For the reads every page of a kind makes.
 */
export function prepared<S extends Statement>(db: Db, name: string, prepare: () => S): S {
  let statements = preparedBy.get(db);
  if (!statements) {
    statements = new Map();
    preparedBy.set(db, statements);
  }
  let statement = statements.get(name) as S | undefined;
  if (!statement) {
    statement = prepare();
    statements.set(name, statement);
    nameStatement(db, statement.getQuery().sql, name);
  }
  return statement;
}
