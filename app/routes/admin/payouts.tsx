import { AdminLayout } from "~/components/admin/admin-layout";
import { PayoutsTable } from "~/components/admin/payouts-table";
import { PagedTable } from "~/components/ui/paged-table";
import { useTranslation } from "~/i18n/translation";
import { requireOperator } from "~server/accounts/sessions";
import { payoutsScreen } from "~server/ledger/payouts-screen";
import type { Route } from "./+types/payouts";

// What the store owes each seller (decision 034): every seller with a balance, and the balances as a CSV file.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  return payoutsScreen(context.db, new URL(request.url));
}

export default function AdminPayouts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sellers, page, totalPages } = loaderData;
  return (
    <AdminLayout title={t("payouts.title")}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600">{t("payouts.about")}</p>
        <a href="/admin/payouts.csv" download className="btn btn-outline">
          {t("payouts.csv")}
        </a>
      </div>
      <PagedTable empty={sellers.length === 0} emptyMessage={t("payouts.empty")} page={page} totalPages={totalPages}>
        <PayoutsTable sellers={sellers} />
      </PagedTable>
    </AdminLayout>
  );
}
