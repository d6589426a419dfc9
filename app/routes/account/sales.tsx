import { Form } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { SalesTable } from "~/components/sales/sales-table";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { useTranslation } from "~/i18n/translation";
import { ORDER_STATUSES } from "~domain/order-status";
import { parsePage } from "~domain/page-query";
import { z } from "~domain/zod";
import { requireUser } from "~server/accounts/sessions";
import { SALES_PAGE_SIZE, salesPageOfSeller } from "~server/orders/sales";
import type { Route } from "./+types/sales";

// An unknown status shows every sale rather than failing the page.
const statusSchema = z.enum(ORDER_STATUSES).nullable().catch(null);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  const search = new URL(request.url).searchParams;
  const page = parsePage(search);
  const status = statusSchema.parse(search.get("status") || null);
  const { sales, total } = await salesPageOfSeller(context.db, user.id, { page, status });
  return { sales, page, status, totalPages: Math.max(1, Math.ceil(total / SALES_PAGE_SIZE)) };
}

export default function Sales({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sales, page, status, totalPages } = loaderData;
  return (
    <AccountLayout title={t("accountNav.sales")}>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="sales-status" className="mb-1 block text-sm font-medium">
            {t("sales.filterStatus")}
          </label>
          <select id="sales-status" name="status" defaultValue={status ?? ""} className="input w-auto">
            <option value="">{t("sales.allStatuses")}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`orderStatus.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-outline">
          {t("sales.filter")}
        </button>
      </Form>
      {sales.length > 0 ? (
        <div className="card space-y-4 p-5">
          {/* A phone leaves out the date and line count, and scrolls sideways only if a name is very long. */}
          <div className="overflow-x-auto">
            <SalesTable sales={sales} />
          </div>
          <Pagination page={page} totalPages={totalPages} />
        </div>
      ) : (
        <EmptyState message={t(status ? "sales.noneWithStatus" : "sales.empty")} />
      )}
    </AccountLayout>
  );
}
