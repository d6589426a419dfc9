import { useId } from "react";
import { useTranslation } from "~/i18n/translation";
import type { SalesCharts } from "~server/admin/sales-charts";

type Daily = SalesCharts["orders"];

/**
 * A bar a day, drawn on the server as SVG from positions and texts its loader worked out (no script draws it): right
 * to left the days run from the right and the axis stands on the right. Screen readers get the chart's title and a
 * description with the total and the highest day, and everyone can open the figures as a table.
 */
export function DailyChart({
  chart,
  title,
  valueHeading,
  total,
  dir,
}: {
  chart: Daily;
  title: string;
  /** The figures table's heading for the values ("Orders", "Worth"). */
  valueHeading: string;
  /** The period's total, as text. */
  total: string;
  dir: "ltr" | "rtl";
}) {
  const { t } = useTranslation();
  const id = useId();
  const highest = chart.bars.reduce<Daily["bars"][number] | null>(
    (best, bar) => (bar.height > 0 && (!best || bar.height > best.height) ? bar : best),
    null,
  );
  const description = highest
    ? t("admin.charts.desc", { total, most: highest.valueText, day: highest.dayText })
    : t("admin.charts.descEmpty");
  const { box } = chart;
  // Numbers read left to right on either side; the axis's numbers end at the axis, whichever side it stands on.
  const numberAnchor = dir === "rtl" ? "start" : "end";
  const numberX = dir === "rtl" ? chart.axisX + 6 : chart.axisX - 6;
  return (
    <figure className="card min-w-0 space-y-2 p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="h-auto w-full"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {chart.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={chart.axisX}
              x2={chart.farX}
              y1={tick.y}
              y2={tick.y}
              className={tick.value === 0 ? "stroke-gray-500" : "stroke-gray-200"}
              strokeWidth={1}
            />
            <text
              x={numberX}
              y={tick.y + 4}
              textAnchor={numberAnchor}
              direction="ltr"
              fontSize={12}
              className="fill-gray-700"
            >
              {tick.text}
            </text>
          </g>
        ))}
        {chart.bars.map((bar) => (
          <g key={bar.day}>
            {bar.height > 0 ? (
              <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={1.5} className="fill-amber-600">
                <title>{`${bar.dayText}: ${bar.valueText}`}</title>
              </rect>
            ) : null}
            {bar.label ? (
              <text
                x={bar.centre}
                y={chart.baseline + 16}
                textAnchor="middle"
                direction={dir}
                fontSize={12}
                className="fill-gray-700"
              >
                {bar.label}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-700">{t("admin.charts.figures")}</summary>
        <table className="mt-2 w-full">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-gray-200">
              <th scope="col" className="py-1 text-start">
                {t("admin.charts.day")}
              </th>
              <th scope="col" className="py-1 text-end">
                {valueHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {chart.bars.map((bar) => (
              <tr key={bar.day} className="border-b border-gray-100">
                <th scope="row" className="py-1 text-start font-normal">
                  <time dateTime={bar.day}>{bar.dayText}</time>
                </th>
                <td className="py-1 text-end tabular-nums">{bar.valueText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
