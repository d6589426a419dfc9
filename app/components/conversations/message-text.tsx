import { linkify } from "~domain/linkify";

/**
 * A message as the plain text it is: line breaks kept, addresses in it shown as links that search engines do not
 * follow (`nofollow ugc`) and that get no hold on this page (`noopener`). Built from text and link nodes, never as HTML.
 */
export function MessageText({ text }: { text: string }) {
  let offset = 0;
  return (
    <p dir="auto" className="whitespace-pre-wrap break-words">
      {linkify(text).map((piece) => {
        // Where the piece starts in the text: its key, as the pieces of one text never move.
        const key = offset;
        offset += piece.text.length;
        return piece.kind === "link" ? (
          <a key={key} href={piece.href} rel="nofollow ugc noopener" className="text-brand-700 underline">
            {piece.text}
          </a>
        ) : (
          <span key={key}>{piece.text}</span>
        );
      })}
    </p>
  );
}
