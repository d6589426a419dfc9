import type { PageDrop } from "./notices";

/** A page kept for visitors without a session: its headers and its body compressed both ways, what it shows. */
export type KeptPage = {
  /** Its headers as rendered (the policy's nonce included), without those of one response (date, length, id). */
  headers: [string, string][];
  etag: string;
  br: Buffer;
  gzip: Buffer;
  /** The HTML's own length: a HEAD asking for it uncompressed needs no decompression. */
  length: number;
  tags: ReadonlySet<string>;
  storedAt: number;
  /** When what it shows changes by itself (epoch ms: a slide that starts or ends), or null. */
  expiresAt: number | null;
};

/** When a render began, to know whether what it read changed before it could be kept. */
export type RenderStart = { sequence: number; at: number };

type Entry = KeptPage & { key: string; bytes: number };
type Dropped = { sequence: number; at: number; tags: ReadonlySet<string> | "all" };

// What a kept page costs beyond its bodies, its key, its headers and its tags' text: the objects and the maps'
// entries, measured roughly in V8 (a page, and each of its tags in the page's set and in the index).
const PAGE_OVERHEAD_BYTES = 400;
const TAG_OVERHEAD_BYTES = 120;
// Drops remembered, to refuse keeping a page whose render straddled one of them (a few seconds' worth is plenty);
// a drop of more tags than this is remembered as a drop of everything (it only refuses a few more pages).
const REMEMBERED_DROPS = 1000;
const REMEMBERED_TAGS = 64;

export type KeptPages = ReturnType<typeof keptPages>;

/**
 * The kept pages of one process, at most `maxBytes` in all (the least recently served go first), each for at most
 * `maxAgeMs` (a safety net: what no notice announces) or until what it shows changes by itself. Indexed by tag, so a
 * notice drops exactly the pages that show what changed.
 */
export function keptPages(options: { maxBytes: number; maxAgeMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const byKey = new Map<string, Entry>();
  const byTag = new Map<string, Set<string>>();
  const drops: Dropped[] = [];
  let sequence = 0;
  let bytes = 0;

  function remove(entry: Entry) {
    byKey.delete(entry.key);
    bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      keys?.delete(entry.key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  }

  function remember(tags: ReadonlySet<string> | "all") {
    sequence += 1;
    drops.push({ sequence, at: now(), tags });
    if (drops.length > REMEMBERED_DROPS) drops.shift();
  }

  /**
   * Whether a page showing `tags`, rendered from `start`, may be out of date: one of its tags was dropped since
   * (or within `lagMs` before, when it read from a replica that may lag behind the notices).
   */
  function changedSince(start: RenderStart, tags: ReadonlySet<string>, lagMs = 0): boolean {
    const since = start.at - lagMs;
    const oldest = drops[0];
    // The drops remembered do not reach back that far: assume the worst.
    if (oldest && drops.length >= REMEMBERED_DROPS && (oldest.sequence > start.sequence + 1 || oldest.at > since)) {
      return true;
    }
    for (let index = drops.length - 1; index >= 0; index--) {
      const drop = drops[index] as Dropped;
      if (drop.sequence <= start.sequence && drop.at < since) break;
      if (drop.tags === "all") return true;
      for (const tag of tags) if (drop.tags.has(tag)) return true;
    }
    return false;
  }

  return {
    get(key: string): KeptPage | undefined {
      const entry = byKey.get(key);
      if (!entry) return undefined;
      const time = now();
      if (time - entry.storedAt > options.maxAgeMs || (entry.expiresAt !== null && time >= entry.expiresAt)) {
        remove(entry);
        return undefined;
      }
      // Most recently served last: the first in the map is the first to go.
      byKey.delete(key);
      byKey.set(key, entry);
      return entry;
    },

    renderStart(): RenderStart {
      return { sequence, at: now() };
    },

    /** Keeps the page unless what it shows changed while it was rendered; true when kept. */
    put(key: string, page: Omit<KeptPage, "storedAt">, start: RenderStart, lagMs = 0): boolean {
      if (changedSince(start, page.tags, lagMs)) return false;
      if (page.expiresAt !== null && now() >= page.expiresAt) return false;
      let size = page.br.length + page.gzip.length + key.length * 2 + PAGE_OVERHEAD_BYTES;
      for (const [name, value] of page.headers) size += (name.length + value.length) * 2;
      for (const tag of page.tags) size += tag.length * 2 + TAG_OVERHEAD_BYTES;
      if (size > options.maxBytes) return false;
      const previous = byKey.get(key);
      if (previous) remove(previous);
      const entry: Entry = { ...page, storedAt: now(), key, bytes: size };
      byKey.set(key, entry);
      bytes += size;
      for (const tag of page.tags) {
        const keys = byTag.get(tag);
        if (keys) keys.add(key);
        else byTag.set(tag, new Set([key]));
      }
      for (const oldest of byKey.values()) {
        if (bytes <= options.maxBytes) break;
        remove(oldest);
      }
      return true;
    },

    /** Drops what a notice names; returns how many pages went. */
    drop(drop: PageDrop): number {
      if (drop.all) {
        const count = byKey.size;
        byKey.clear();
        byTag.clear();
        bytes = 0;
        remember("all");
        return count;
      }
      let count = 0;
      for (const tag of drop.tags) {
        for (const key of byTag.get(tag) ?? []) {
          const entry = byKey.get(key);
          if (entry) {
            remove(entry);
            count += 1;
          }
        }
      }
      remember(drop.tags.length > REMEMBERED_TAGS ? "all" : new Set(drop.tags));
      return count;
    },

    size(): { pages: number; bytes: number } {
      return { pages: byKey.size, bytes };
    },
  };
}
