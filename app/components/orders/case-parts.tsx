import { useTranslation } from "~/i18n/translation";
import { dateFormat } from "~domain/intl-formats";

/** Who looks at a return or a claim: its buyer, its part's seller, or an operator in the back office. */
export type CaseSide = "buyer" | "seller" | "operator";

/** Where a return's or a claim's order is for its viewer: their order, their sale, or the back office's order. */
export function caseOrderHref(side: CaseSide, orderNumber: string): string {
  if (side === "buyer") return `/account/orders/${orderNumber}`;
  if (side === "seller") return `/account/sales/${orderNumber}`;
  return `/admin/orders/${orderNumber}`;
}

/** What the step just done (`?done=`) did, said as a status; nothing when no step was named. */
export function DoneNote({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
      {text}
    </p>
  );
}

/** One entry of a return's or a claim's history: when, by whom, what happened, and what they wrote. */
export type CaseEntry = { id: number; at: string; who: string; what: string; note: string | null };

/** A return's or a claim's history, oldest first, as a timeline. */
export function CaseHistory({ id, title, entries }: { id: string; title: string; entries: CaseEntry[] }) {
  const { locale } = useTranslation();
  const when = dateFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (
    <section className="card p-5" aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      <ol className="space-y-3 border-s-2 border-gray-200 ps-4 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <p className="text-gray-500">
              <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              {" · "}
              {entry.who}
            </p>
            <p className="mt-1 font-medium">{entry.what}</p>
            {entry.note ? (
              <p className="mt-1 whitespace-pre-line text-gray-700">
                <bdi>{entry.note}</bdi>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
