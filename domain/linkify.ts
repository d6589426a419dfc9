/** A piece of a message: text as typed, or an address found in it with where its link goes. */
export type TextPiece = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// An address starts with http://, https:// or www. (not inside a word) and runs to the next space or character that
// cannot be part of one. One character class repeated, no nesting: linear in the length of any input.
const CANDIDATE = /(?<![\p{L}\p{N}_])(?:https?:\/\/|www\.)[^\s<>"`]+/giu;
// Punctuation that ends a sentence more often than an address.
const TRAILING = new Set([".", ",", ";", ":", "!", "?", "'", "*"]);
const CLOSING: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

/** The address without the punctuation after it: a final ")" stays only when it closes a "(" inside the address. */
function trimTrailing(candidate: string): string {
  const open: Record<string, number> = { "(": 0, "[": 0, "{": 0 };
  const closed: Record<string, number> = { ")": 0, "]": 0, "}": 0 };
  for (const c of candidate) {
    if (c in open) open[c]!++;
    else if (c in closed) closed[c]!++;
  }
  let end = candidate.length;
  while (end > 0) {
    const last = candidate[end - 1]!;
    const opening = CLOSING[last];
    if (TRAILING.has(last)) end--;
    else if (opening && open[opening]! < closed[last]!) {
      closed[last]!--;
      end--;
    } else break;
  }
  return candidate.slice(0, end);
}

/** Where an address found in text leads, or null when it is no address a browser would open (http or https). */
function hrefOf(text: string): string | null {
  const absolute = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(absolute);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") return null;
    // At least a dot in the host ("www." alone is no address), and nothing before it.
    if (!/^[^.]+\..+/.test(url.hostname) && url.hostname !== "localhost") return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Splits plain text into text and links, for showing a message as text whose addresses can be followed: the pieces'
 * texts put together are the input exactly, a link's address is always http(s), and nothing of the input is ever
 * read as markup.
 */
export function linkify(input: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  const pushText = (text: string) => {
    if (text === "") return;
    const previous = pieces.at(-1);
    if (previous?.kind === "text") previous.text += text;
    else pieces.push({ kind: "text", text });
  };
  let from = 0;
  for (const match of input.matchAll(CANDIDATE)) {
    const text = trimTrailing(match[0]);
    const href = text === "" ? null : hrefOf(text);
    if (href === null) continue;
    pushText(input.slice(from, match.index));
    pieces.push({ kind: "link", text, href });
    from = match.index + text.length;
  }
  pushText(input.slice(from));
  return pieces;
}
