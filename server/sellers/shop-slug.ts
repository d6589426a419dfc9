/** At most this many characters (code points) before a suffix: a Cyrillic or Arabic letter is 6 in a URL. */
export const SHOP_SLUG_MAX = 50;
const FALLBACK = "shop";

// A word: a letter or digit of any script, then letters, digits and the marks that belong to them (Arabic vowel
// signs, accents that have no precomposed form).
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/**
 * A shop page's slug from its name (untrusted text): its words, lower-case, joined by dashes, in whatever script
 * they are written ("Мастерская Ивана" → "мастерская-ивана"), compatibility forms folded (full-width letters,
 * ligatures), at most SHOP_SLUG_MAX characters, and "shop" when no letter or digit is left.
 */
export function shopSlug(name: string): string {
  const words = name.normalize("NFKC").toLowerCase().normalize("NFKC").match(WORD) ?? [];
  const slug = Array.from(words.join("-")).slice(0, SHOP_SLUG_MAX).join("").replace(/-+$/, "");
  return slug || FALLBACK;
}

/** The n-th slug to try for a name whose own slug is taken (n ≥ 2): "ann-2", "ann-3"…, still at most the maximum. */
export function numberedShopSlug(base: string, n: number): string {
  const suffix = `-${n}`;
  const kept = Array.from(base)
    .slice(0, SHOP_SLUG_MAX - suffix.length)
    .join("")
    .replace(/-+$/, "");
  return `${kept}${suffix}`;
}
