/** A LIKE/ILIKE pattern matching text that contains `text`: `%`, `_` and `\` typed by a user are looked for as themselves. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}
