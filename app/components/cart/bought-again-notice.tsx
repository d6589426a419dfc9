import { isolate } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/translation";
import { formatMinorUnits } from "~domain/money";
import type { ChosenColor } from "~server/db/schema";
import type { BuyAgainReport } from "~server/orders/buy-again";

/** One line of the report: the product as bought (its colour then), and what became of it. */
function useLineText(): (line: { name: string; color: ChosenColor | null }, what: string) => string {
  const { t, locale } = useTranslation();
  return ({ name, color }, what) =>
    color
      ? t("orders.again.lineInColor", { name: isolate(name), color: color.name[locale], what })
      : t("orders.again.line", { name: isolate(name), what });
}

function Group({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-2">
      <p className="font-semibold">{title}</p>
      <ul className="list-disc ps-5">
        {/* An order holds a product in a colour once: each line's text is its own. */}
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * On the cart page, just after Buy again: what changed since the order — lines no longer available (and why), prices
 * that changed (then and today, in the order's currency), and fewer in stock than ordered.
 */
export function BoughtAgainNotice({ report }: { report: BuyAgainReport }) {
  const { t } = useTranslation();
  const lineText = useLineText();
  const money = (minor: number) => formatMinorUnits(minor, report.currency);
  const { unavailable, repriced, capped } = report;
  const asOrdered = unavailable.length + repriced.length + capped.length === 0;
  return (
    <section
      aria-labelledby="bought-again-title"
      className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="bought-again-title" className="text-base font-bold">
        {t("orders.again.title", { number: report.number })}
      </h2>
      {asOrdered ? <p className="mt-1">{t("orders.again.asOrdered")}</p> : null}
      <Group
        title={t("orders.again.unavailable")}
        items={unavailable.map((line) => lineText(line, t(`orders.again.reasons.${line.reason}`)))}
      />
      <Group
        title={t("orders.again.repriced")}
        items={repriced.map((line) =>
          lineText(line, t("orders.again.wasNow", { was: isolate(money(line.was)), now: isolate(money(line.now)) })),
        )}
      />
      <Group
        title={t("orders.again.capped")}
        items={capped.map((line) =>
          lineText(line, t("orders.again.cappedTo", { ordered: line.ordered, count: line.stock })),
        )}
      />
    </section>
  );
}
