// Numbers as the pages write them, without `Intl`: a browser's first `Intl.NumberFormat` loads ICU's number data,
// 30–47 ms of one task in Chromium (bench/README.md, issue 54's fourth round), and every page shows a price or a
// count as it loads. The text is the one `Intl` gives for these languages with Latin digits (the property tests
// in digit-groups.test.ts compare them), on the server and in the browser alike.

/** Between groups of three digits: a comma, a no-break space in Russian (as `Intl` writes `ru`). */
function separatorOf(language: string): string {
  return language === "ru" ? "\u00a0" : ",";
}

/** A whole number's digits in groups of three from the right: "1234567" → "1,234,567". */
export function groupDigits(whole: number, separator = ","): string {
  const digits = String(Math.abs(whole));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += separator + digits.slice(at, at + 3);
  return whole < 0 ? `-${grouped}` : grouped;
}

/** A count with the language's grouping and Latin digits, as the prices show them: "10,000", "10 000". */
export function formatCount(language: string, count: number): string {
  return groupDigits(Math.round(count), separatorOf(language));
}
