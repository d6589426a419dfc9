import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { AuditTable } from "~/components/admin/audit-table";
import { DailyChart } from "~/components/admin/daily-chart";
import { MethodShares } from "~/components/admin/method-shares";
import { TodoList } from "~/components/admin/todo-list";
import { useTranslation } from "~/i18n/translation";
import { requireOperator } from "~server/accounts/sessions";
import { adminOverview } from "~server/admin/overview";
import { LOW_STOCK_UNITS } from "~server/admin/store-stock";
import { systemClock } from "~server/http/rate-limit";
import { STUCK_AFTER_MINUTES } from "~server/mail/outbox-trouble";
import type { Route } from "./+types/overview";

// The operator's day starts here (issue 48): what waits, the last 30 days drawn on the server, the latest actions.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const now = (context.now ?? systemClock)();
  return {
    ...(await adminOverview(context.db, context.prefs.locale, now)),
    lowStockUnits: LOW_STOCK_UNITS,
    stuckMinutes: STUCK_AFTER_MINUTES,
  };
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { todo, charts, latestActions, lowStockUnits, stuckMinutes } = loaderData;
  return (
    <AdminLayout title={t("admin.title")}>
      <TodoList todo={todo} lowStockUnits={lowStockUnits} stuckMinutes={stuckMinutes} />
      <section aria-labelledby="sales-title" className="space-y-3">
        <div>
          <h2 id="sales-title" className="text-lg font-bold">
            {t("admin.charts.title")}
          </h2>
          <p className="text-sm text-gray-600">
            {t("admin.charts.summary", { orders: charts.totalOrdersText, amount: charts.totalUsdText })}
          </p>
        </div>
        <div className="grid gap-3 lg:grid-cols-2">
          <DailyChart
            chart={charts.orders}
            title={t("admin.charts.orders")}
            valueHeading={t("admin.charts.ordersColumn")}
            total={charts.totalOrdersText}
            dir={charts.dir}
          />
          <DailyChart
            chart={charts.revenue}
            title={t("admin.charts.revenue")}
            valueHeading={t("admin.charts.worthColumn")}
            total={charts.totalUsdText}
            dir={charts.dir}
          />
        </div>
        <MethodShares methods={charts.methods} totalOrders={charts.totalOrders} />
      </section>
      <section className="card p-5" aria-labelledby="latest-actions">
        <h2 id="latest-actions" className="mb-3 text-lg font-bold">
          {t("admin.overview.latestActions")}
        </h2>
        {latestActions.length > 0 ? (
          <div className="overflow-x-auto">
            <AuditTable entries={latestActions} />
          </div>
        ) : (
          <p className="text-gray-600">{t("admin.audit.empty")}</p>
        )}
        <Link to="/admin/audit" className="mt-3 inline-block text-sm text-brand-700 hover:underline">
          {t("admin.overview.allActions")}
        </Link>
      </section>
    </AdminLayout>
  );
}
