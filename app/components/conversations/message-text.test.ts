import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MessageText } from "./message-text";

const html = (text: string) => renderToStaticMarkup(createElement(MessageText, { text }));

describe("a message as shown", () => {
  it("is text: markup typed into it shows as the characters it is", () => {
    expect(html('<script>alert(1)</script><img src=x onerror="x">')).toBe(
      '<p dir="auto" class="whitespace-pre-wrap break-words"><span>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;x&quot;&gt;</span></p>',
    );
  });

  it("links its addresses so that search engines do not follow them and the page keeps its hold", () => {
    expect(html("Manual: https://example.com/a?b=1&c=2.")).toBe(
      '<p dir="auto" class="whitespace-pre-wrap break-words"><span>Manual: </span><a href="https://example.com/a?b=1&amp;c=2" rel="nofollow ugc noopener" class="text-brand-700 underline">https://example.com/a?b=1&amp;c=2</a><span>.</span></p>',
    );
  });
});
