import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linkify, type TextPiece } from "./linkify";

const links = (pieces: TextPiece[]) => pieces.filter((piece) => piece.kind === "link");

describe("linkify", () => {
  it("leaves text without an address as one piece of text", () => {
    expect(linkify("Is it still for sale?\nThanks")).toEqual([{ kind: "text", text: "Is it still for sale?\nThanks" }]);
    expect(linkify("")).toEqual([]);
  });

  it("finds http, https and www addresses, and leaves the sentence's punctuation out of them", () => {
    expect(linkify("See https://example.com/drill?x=1. Or www.tools.example, (http://a.example/b_(c)).")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.com/drill?x=1", href: "https://example.com/drill?x=1" },
      { kind: "text", text: ". Or " },
      { kind: "link", text: "www.tools.example", href: "https://www.tools.example/" },
      { kind: "text", text: ", (" },
      { kind: "link", text: "http://a.example/b_(c)", href: "http://a.example/b_(c)" },
      { kind: "text", text: ")." },
    ]);
  });

  it("links nothing that is not an http(s) address: other schemes, markup, a scheme alone, inside a word", () => {
    for (const text of [
      "javascript:alert(1)",
      "<a href='http'>x</a>",
      "http:// nothing",
      "https://.",
      "xhttp://example.com",
      "data:text/html,<script>",
      "www.",
      'http://"onmouseover=alert(1)',
    ]) {
      expect(links(linkify(text)), text).toEqual([]);
    }
  });

  it("keeps the input exactly, links only http(s) addresses without spaces, and never gives two texts in a row (property)", () => {
    // Text rich in what an address is made of, with hostile pieces mixed in.
    const fragment = fc.oneof(
      fc.string(),
      fc.constantFrom(
        "http://",
        "https://",
        "www.",
        "HTTP://",
        "javascript:",
        ".",
        ",",
        ")",
        "(",
        "]",
        " ",
        "\n",
        "<",
        ">",
        '"',
        "example.com",
        "/path?q=1&r=2#x",
        "пример.рф",
        "٣",
        "@",
        ":",
        "%",
        "\u202e",
      ),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 30 }), (fragments) => {
        const input = fragments.join("");
        const pieces = linkify(input);
        expect(pieces.map((piece) => piece.text).join("")).toBe(input);
        pieces.forEach((piece, index) => {
          expect(piece.text).not.toBe("");
          if (index > 0 && piece.kind === "text") expect(pieces[index - 1]!.kind).toBe("link");
          if (piece.kind === "link") {
            expect(piece.text).not.toMatch(/[\s<>"]/);
            const url = new URL(piece.href);
            expect(["http:", "https:"]).toContain(url.protocol);
            expect(piece.href).not.toMatch(/[\s<>"]/);
          }
        });
      }),
      { seed: 20261126, numRuns: 1000 },
    );
  });

  it("reads 2,000 hostile characters at once (no backtracking)", () => {
    const started = performance.now();
    for (const text of [
      `http://a${")".repeat(2000)}`,
      "www.".repeat(500),
      `${"h".repeat(1000)}${"ttp://".repeat(160)}`,
    ]) {
      expect(
        linkify(text)
          .map((piece) => piece.text)
          .join(""),
      ).toBe(text);
    }
    expect(performance.now() - started).toBeLessThan(200);
  });
});
