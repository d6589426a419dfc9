import { useTranslation } from "~/i18n/translation";
import { dateFormat } from "~domain/intl-formats";
import type { TimelineEntry } from "~server/orders/timeline";
import { OrderStatus } from "./order-status";

/** An order's (or a part's) changes, oldest first: when, who, from and to, and the note given. */
export function OrderTimeline({
  history,
  partLabel,
}: {
  history: TimelineEntry[];
  partLabel?: (partId: number) => string;
}) {
  const { t, locale } = useTranslation();
  const when = dateFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (
    <section className="card p-5" aria-labelledby="order-history">
      <h2 id="order-history" className="mb-3 text-lg font-bold">
        {t("sales.history")}
      </h2>
      <ol className="space-y-3 border-s-2 border-gray-200 ps-4 text-sm">
        {history.map((entry) => (
          <li key={entry.id}>
            <p className="text-gray-500">
              <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              {" · "}
              {t(`sales.actor.${entry.actor}`)}
              {partLabel && entry.partId !== null ? ` · ${partLabel(entry.partId)}` : null}
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-1.5">
              {entry.from ? (
                <>
                  <OrderStatus status={entry.from} />
                  <span aria-hidden="true" className="flip-rtl">
                    →
                  </span>
                  <span className="sr-only">{t("sales.to")}</span>
                </>
              ) : (
                <span>{t("sales.placed")}</span>
              )}
              <OrderStatus status={entry.to} />
            </p>
            {entry.note ? <p className="mt-1 text-gray-700">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
