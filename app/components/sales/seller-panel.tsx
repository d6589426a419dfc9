import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { type DisplayCurrency, formatMinorUnits } from "~domain/money";
import type { SellerSummary } from "~server/orders/seller-summary";

/** The dashboard's selling figures: parts to ship, this month's units and revenue, and products running low. */
export function SellerPanel({ summary, currency }: { summary: SellerSummary; currency: DisplayCurrency }) {
  const { t } = useTranslation();
  return (
    <section className="card mt-6 p-5" aria-labelledby="dashboard-selling">
      <h2 id="dashboard-selling" className="mb-3 text-lg font-bold">
        {t("sales.dashboard.title")}
      </h2>
      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-gray-500">{t("sales.dashboard.toShip")}</dt>
          <dd className="text-2xl font-bold">
            <Link to="/account/sales?status=pending" className="hover:underline">
              {summary.toShip}
            </Link>
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">{t("sales.dashboard.units")}</dt>
          <dd className="text-2xl font-bold">{summary.unitsThisMonth}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{t("sales.dashboard.revenue")}</dt>
          <dd className="text-2xl font-bold">{formatMinorUnits(summary.revenueThisMonth, currency)}</dd>
        </div>
      </dl>
      {summary.lowStock.length > 0 ? (
        <div className="mt-4">
          <h3 className="mb-2 font-semibold">{t("sales.dashboard.lowStock")}</h3>
          <ul className="space-y-1 text-sm">
            {summary.lowStock.map((product) => (
              <li key={product.id} className="flex justify-between gap-3">
                <Link to={`/account/myProducts/${product.id}`} className="text-brand-700 hover:underline">
                  {product.name}
                </Link>
                <span className={product.stock === 0 ? "font-semibold text-red-700" : "text-amber-700"}>
                  {product.stock === 0 ? t("availability.sold-out") : t("product.onlyLeft", { count: product.stock })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
