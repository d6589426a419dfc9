import { Form } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { StatusSelect } from "~/components/orders/status-select";
import { SalesTable } from "~/components/sales/sales-table";
import { PagedTable } from "~/components/ui/paged-table";
import { useTranslation } from "~/i18n/translation";
import { parsePage, parseSalesPaymentFilter, parseStatusFilter, SALES_PAYMENT_FILTERS } from "~domain/page-query";
import { requireUser } from "~server/accounts/sessions";
import { SALES_PAGE_SIZE, salesPageOfSeller } from "~server/orders/sales";
import type { Route } from "./+types/sales";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  const search = new URL(request.url).searchParams;
  const page = parsePage(search);
  const status = parseStatusFilter(search);
  const payment = parseSalesPaymentFilter(search);
  const { sales, total } = await salesPageOfSeller(context.db, user.id, { page, status, payment });
  return { sales, page, status, payment, totalPages: Math.max(1, Math.ceil(total / SALES_PAGE_SIZE)) };
}

export default function Sales({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sales, page, status, payment, totalPages } = loaderData;
  return (
    <AccountLayout title={t("accountNav.sales")}>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
        <StatusSelect id="sales-status" value={status} />
        <div>
          <label htmlFor="sales-payment" className="mb-1 block text-sm font-medium">
            {t("sales.payment.filter")}
          </label>
          <select id="sales-payment" name="payment" defaultValue={payment ?? ""} className="input w-auto">
            <option value="">{t("sales.payment.all")}</option>
            {SALES_PAYMENT_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`sales.payment.${filter}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-outline">
          {t("sales.filter")}
        </button>
      </Form>
      {/* A phone leaves out the date and line count, and scrolls sideways only if a name is very long. */}
      <PagedTable
        empty={sales.length === 0}
        emptyMessage={t(status || payment ? "sales.noneWithStatus" : "sales.empty")}
        page={page}
        totalPages={totalPages}
      >
        <SalesTable sales={sales} />
      </PagedTable>
    </AccountLayout>
  );
}
