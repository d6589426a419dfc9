// Text a user or the catalogue wrote (product names, descriptions, shop names, addresses, phone numbers, messages)
// keeps its own direction inside a page of the other: a Latin description's full stop stays at its end in Arabic,
// and the page's order around it is untouched. Three ways, one per place the text sits:
// - inline among the page's words: <UserText>;
// - a whole element of its own (a heading, a paragraph, a clamped name): spread ownText(lang) on it, so a clamped
//   name ellipsises at its own end (app.css keeps such an element aligned with the page);
// - inside a translated sentence or an attribute: isolate(text).

/** Text of its own inside the page's words: isolated, in its language when known. */
export function UserText({
  lang,
  className,
  children,
}: {
  lang?: string | null;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <bdi lang={lang ?? undefined} className={className}>
      {children}
    </bdi>
  );
}

/** The attributes of an element that holds one piece of user text: its direction from its own letters, its language. */
export function ownText(lang?: string | null): { dir: "auto"; lang?: string } {
  return lang ? { dir: "auto", lang } : { dir: "auto" };
}

/** Text put into a translated sentence (`t("…", { name: isolate(name) })`), between Unicode's isolate marks. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

const MARK = "\u0001";

/**
 * A translated sentence with one piece of user text in it ("Sold by {{name}}"): the sentence is asked for with a
 * mark in the text's place, and the text goes there as a <bdi>, so it keeps its direction and the sentence its own.
 */
export function SentenceWith({
  sentence,
  text,
  lang,
}: {
  sentence: (mark: string) => string;
  text: string;
  lang?: string | null;
}) {
  const [before = "", ...rest] = sentence(MARK).split(MARK);
  return (
    <>
      {before}
      <UserText lang={lang}>{text}</UserText>
      {rest.join(text)}
    </>
  );
}
