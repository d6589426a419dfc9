import type { ParserOptions, PGlite, QueryOptions, Results } from "@electric-sql/pglite";
import type { Db } from "./handle";

/** The PGlite module, loaded by client.ts only where the embedded database runs. */
type PgliteModule = typeof import("@electric-sql/pglite");

/**
 * Named statements on PGlite (decision 065). `PGlite.query` prepares every statement unnamed, so PostgreSQL parses,
 * analyses and plans it on every call, even the reads `prepared()` names: a join of seven tables (a cart's lines)
 * spends most of its time being planned. Here the statements `prepared()` names are prepared once under their name
 * on the embedded database, then only bound and executed: PostgreSQL keeps their plan (a generic one once it costs
 * no more than the custom ones). On PostgreSQL servers, drizzle's `prepare(name)` already does this per connection.
 *
 * Outside a transaction only, as `PGlite.query` itself: the same two locks, the same file-system sync after it,
 * the same parsing of the rows (and of the notices that come with them).
 */
type Parsers = PGlite["parsers"];
type Named = { names: Map<string, string>; paramTypes: Map<string, number[]> };

// The server's entry and the React Router build each bundle their own copy of this module: one registry for both.
const REGISTRY_KEY = Symbol.for("tool-store.pglite-statements");
const registry = globalThis as typeof globalThis & { [REGISTRY_KEY]?: WeakMap<Db, Named> };
registry[REGISTRY_KEY] ??= new WeakMap();
const namedBy: WeakMap<Db, Named> = registry[REGISTRY_KEY];

function joined(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Makes `client.query` run the statements named for `db` (nameStatement) as named statements. */
export function installNamedStatements(db: Db, client: PGlite, { parse, protocol }: PgliteModule): void {
  const { serialize } = protocol;
  const named: Named = { names: new Map(), paramTypes: new Map() };
  namedBy.set(db, named);
  const unnamed = client.query.bind(client);
  // PGlite merges a query's own parsers into its 318 by copying them all, on every result (half of a short read's
  // cost in JavaScript). A statement's options are made once (drizzle's prepared query): their merge is kept, over the
  // client's parsers as its prototype, so types PGlite learns later still resolve.
  const merged = new WeakMap<object, Parsers>();
  const parsersOf = (own: ParserOptions | undefined): Parsers => {
    if (!own) return client.parsers;
    let parsers = merged.get(own);
    if (!parsers) {
      parsers = Object.assign(Object.create(client.parsers) as Parsers, own);
      merged.set(own, parsers);
    }
    return parsers;
  };
  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const name = named.names.get(text);
    if (!name) return unnamed<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let types = named.paramTypes.get(name);
        if (!types) {
          const described = await client.execProtocol(
            joined(serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()),
            { syncToFs: false },
          );
          types = parse.parseDescribeStatementResults(described.messages);
          named.paramTypes.set(name, types);
        }
        const values = params.map((value, index) => serialized(client, types[index], value, options));
        const { messages } = await client.execProtocol(
          joined(
            serialize.bind({ statement: name, values }),
            serialize.describe({ type: "P" }),
            serialize.execute({}),
            serialize.sync(),
          ),
          { syncToFs: false },
        );
        await client.syncToFs();
        const rowMode = options?.rowMode;
        return parse.parseResults(messages, parsersOf(options?.parsers), { rowMode })[0] as Results<T>;
      }),
    );
  };
  client.query = query;
}

/** A parameter as `PGlite.query` sends it: by its type's serializer, else as text. */
function serialized(client: PGlite, type: number | undefined, value: unknown, options?: QueryOptions): string | null {
  if (value === null || value === undefined) return null;
  const serializer = (type !== undefined && (options?.serializers?.[type] ?? client.serializers[type])) || undefined;
  return serializer ? serializer(value) : String(value);
}

/**
 * Runs `sql` under `name` as a named statement on `db`'s PGlite from now on; nothing on PostgreSQL, where drizzle
 * names it. For the statements of `prepared()` only: each is one text, asked on every page of its kind.
 */
export function nameStatement(db: Db, sql: string, name: string): void {
  namedBy.get(db)?.names.set(sql, name);
}
