import { Fragment, type ReactNode } from "react";
import type { Translate } from "~domain/translator";

// What a mail shows of a person's or the store's data (an address line, a phone, an email address, an amount, an
// IBAN, a reference) keeps its own direction inside an Arabic mail's words. In the HTML, an element with its own
// `dir`, which a mail reader isolates from the words around it; in the plain text, the bare value: no invisible
// direction marks, which a reader copying an IBAN or an amount would carry along.

/** A value in its own direction: "ltr" for numbers, amounts, codes and addresses; "auto" for what a person wrote. */
export function Own({ dir = "ltr", children }: { dir?: "ltr" | "auto"; children: ReactNode }) {
  return <span dir={dir}>{children}</span>;
}

/** A value for `sentence`: shown in its own direction. */
export type OwnValue = { own: string; dir?: "ltr" | "auto" };

const MARK = "\u0001";

/**
 * A translated sentence with values in it, each `{ own }` value in its own direction (others, such as a `count`,
 * go to the translation as they are): the sentence is asked for with a numbered mark in each such value's place.
 */
export function sentence(t: Translate, key: string, values: Record<string, OwnValue | string | number>): ReactNode {
  const owned: OwnValue[] = [];
  const asked = new Map<string, string | number>();
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "object") {
      asked.set(name, `${MARK}${owned.length}${MARK}`);
      owned.push(value);
    } else asked.set(name, value);
  }
  const parts = String(t(key, Object.fromEntries(asked))).split(MARK);
  return parts.map((part, index) => {
    // Odd parts are the marks' numbers, even ones the sentence's words.
    const value = index % 2 === 1 ? owned[Number(part)] : undefined;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, in order
      <Fragment key={index}>{value ? <Own dir={value.dir}>{value.own}</Own> : part}</Fragment>
    );
  });
}
