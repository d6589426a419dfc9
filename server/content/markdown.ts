import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

// The one way an operator's Markdown (blog posts, site pages, newsletter campaigns) becomes HTML (decision 053):
// markdown-it with raw HTML off renders it, and sanitize-html then keeps only the tags, attributes and link schemes
// listed here, whatever markdown-it or a future option lets through. What comes out may be put in a page as it is.

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const ALLOWED_TAGS = [
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
];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title"],
    ol: ["start"],
    th: ["style"],
    td: ["style"],
  },
  allowedStyles: { th: { "text-align": [/^(left|right|center)$/] }, td: { "text-align": [/^(left|right|center)$/] } },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // A heading of the text sits under the page's own h1.
  transformTags: {
    h1: "h2",
    a: sanitizeHtml.simpleTransform("a", { rel: "nofollow ugc noopener" }),
  },
  disallowedTagsMode: "discard",
};

/** The operator's Markdown as safe HTML: no script, no event handler, no link but http(s) and mailto. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITIZE);
}

/** The Markdown's words without its markup, a block to a paragraph and a link's address after its text: a mail's plain part. */
export function markdownText(source: string): string {
  const blocks: string[] = [];
  for (const token of markdown.parse(source, {})) {
    if (token.type !== "inline") continue;
    let text = "";
    let href: string | null = null;
    for (const child of token.children ?? []) {
      if (child.type === "text" || child.type === "code_inline") text += child.content;
      else if (child.type === "softbreak" || child.type === "hardbreak") text += "\n";
      else if (child.type === "image") text += child.content;
      else if (child.type === "link_open") href = child.attrGet("href");
      else if (child.type === "link_close" && href) {
        if (!text.endsWith(href)) text += ` (${href})`;
        href = null;
      }
    }
    if (text.trim()) blocks.push(text.trim());
  }
  return blocks.join("\n\n");
}
