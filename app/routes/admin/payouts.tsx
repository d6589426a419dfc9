import { AdminLayout } from "~/components/admin/admin-layout";
import { PayoutsTable } from "~/components/admin/payouts-table";
import { StatementForm } from "~/components/earnings/statement-form";
import { PagedTable } from "~/components/ui/paged-table";
import { useTranslation } from "~/i18n/translation";
import { requireOperator } from "~server/accounts/sessions";
import { payoutsScreen } from "~server/ledger/payouts-screen";
import type { Route } from "./+types/payouts";

// What the store owes each seller (decision 034): every seller with a balance, the balances and the bank batch as CSV
// files, and every seller's statement of movements for a period.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  return payoutsScreen(context.db, new URL(request.url));
}

export default function AdminPayouts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sellers, page, totalPages, statement } = loaderData;
  return (
    <AdminLayout title={t("payouts.title")}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600">{t("payouts.about")}</p>
        <div className="flex flex-wrap gap-3">
          <a href="/admin/payouts.csv" download className="btn btn-outline">
            {t("payouts.csv")}
          </a>
          <a href="/admin/payouts/batch.csv" download className="btn btn-outline" aria-describedby="batch-about">
            {t("payouts.batch")}
          </a>
        </div>
        <p id="batch-about" className="w-full text-sm text-gray-600">
          {t("payouts.batchAbout")}
        </p>
      </div>
      <PagedTable empty={sellers.length === 0} emptyMessage={t("payouts.empty")} page={page} totalPages={totalPages}>
        <PayoutsTable sellers={sellers} />
      </PagedTable>
      <StatementForm
        action="/admin/payouts/statement.csv"
        about={t("statement.aboutAll")}
        values={statement.values}
        errors={statement.errors}
      />
    </AdminLayout>
  );
}
