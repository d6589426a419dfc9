import { useId } from "react";
import { useTranslation } from "~/i18n/translation";
import type { SalesCharts } from "~server/admin/sales-charts";

/** Each way to pay's colour, in the bar and beside its name (never the only sign: the table names each). */
const COLOURS = {
  bank: "fill-sky-700 bg-sky-700",
  check: "fill-violet-700 bg-violet-700",
  cash: "fill-emerald-700 bg-emerald-700",
  paypal: "fill-amber-600 bg-amber-600",
} as const;

/**
 * The ways the last 30 days' orders were paid, as one bar cut into their shares (from the start side: the right in
 * Arabic), drawn on the server as SVG, with a table of each way's orders, share and worth that is also its legend.
 */
export function MethodShares({ methods, totalOrders }: { methods: SalesCharts["methods"]; totalOrders: number }) {
  const { t } = useTranslation();
  const id = useId();
  const title = t("admin.charts.methods");
  const nameOf = (method: string) => t(`checkout.payment.${method}.title`);
  const description =
    totalOrders === 0
      ? t("admin.charts.descEmpty")
      : methods
          .filter((method) => method.orders > 0)
          .map((method) => t("admin.charts.methodShare", { method: nameOf(method.method), share: method.shareText }))
          .join("; ");
  return (
    <figure className="card min-w-0 space-y-3 p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      <svg
        viewBox="0 0 1000 48"
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="h-8 w-full rounded"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <rect x={0} y={0} width={1000} height={48} className="fill-gray-100" />
        {methods.map((method) =>
          method.width > 0 ? (
            <rect
              key={method.method}
              x={method.x}
              y={0}
              width={method.width}
              height={48}
              className={COLOURS[method.method]}
            />
          ) : null,
        )}
      </svg>
      <table className="w-full text-sm">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr className="border-b border-gray-200">
            <th scope="col" className="py-1 text-start">
              {t("admin.charts.method")}
            </th>
            <th scope="col" className="py-1 text-end">
              {t("admin.charts.ordersColumn")}
            </th>
            <th scope="col" className="py-1 text-end">
              {t("admin.charts.share")}
            </th>
            <th scope="col" className="wide-only py-1 text-end">
              {t("admin.charts.worthColumn")}
            </th>
          </tr>
        </thead>
        <tbody>
          {methods.map((method) => (
            <tr key={method.method} className="border-b border-gray-100">
              <th scope="row" className="py-1 text-start font-normal">
                <span
                  aria-hidden="true"
                  className={`me-2 inline-block size-3 rounded-sm align-middle ${COLOURS[method.method]}`}
                />
                {nameOf(method.method)}
              </th>
              <td className="py-1 text-end tabular-nums">{method.ordersText}</td>
              <td className="py-1 text-end tabular-nums">{method.shareText}</td>
              <td className="wide-only py-1 text-end tabular-nums">{method.usdText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
