import { expect, type Locator } from "@playwright/test";

/** A billing address (cartThrough's `billing`) of Latin text Arabic pages must keep as typed: a UK phone, a UAE address. */
export const LATIN_IN_ARABIC = {
  country: "AE",
  address: "Sheikh Zayed Road 1",
  city: "Dubai",
  state: "Dubai",
  postcode: "00000",
  phone: "+44 20 7946 0958",
};

/**
 * A text as the page lays it out, read from left to right (line by line, from the top): the characters of the first
 * place under `root` whose text (across elements) is `typed`, ordered by where each is drawn. A Latin address line
 * or phone number isolated in its own direction reads exactly as typed; one whose pieces the page's right-to-left
 * order moves about does not ("Dubai, Dubai, 00000" drawn as "00000 ,Dubai ,Dubai"). Null when the text is not there.
 */
export function laidOut(root: Locator, typed: string): Promise<string | null> {
  return root.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const characters: { node: Text; offset: number }[] = [];
    let text = "";
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      for (let offset = 0; offset < node.data.length; offset++) characters.push({ node, offset });
      text += node.data;
    }
    const start = text.indexOf(wanted);
    if (start < 0) return null;
    const range = document.createRange();
    const drawn = characters.slice(start, start + wanted.length).map(({ node, offset }) => {
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      const box = range.getBoundingClientRect();
      return { character: node.data[offset] ?? "", line: Math.round(box.top), left: box.left };
    });
    drawn.sort((a, b) => a.line - b.line || a.left - b.left);
    return drawn.map((place) => place.character).join("");
  }, typed);
}

/** Each text, found under `root`, reads in the order it was typed. */
export async function expectTypedOrder(root: Locator, texts: string[]) {
  for (const text of texts) expect(await laidOut(root, text), text).toBe(text);
}
