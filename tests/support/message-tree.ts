/** A dictionary of texts as its JSON file holds it: nested objects of strings. */
export type MessageTree = { [key: string]: string | MessageTree };

/** Every text of a dictionary by its dotted key (`account.errors.tooManyAttempts`). */
export function messageLeaves(tree: MessageTree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [k, v] of messageLeaves(value, name)) out.set(k, v);
  }
  return out;
}
