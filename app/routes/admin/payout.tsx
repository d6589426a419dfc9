import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { PayoutConfirmAgain, RecordPayoutForm } from "~/components/admin/record-payout-form";
import { BalanceSummary } from "~/components/earnings/balance-summary";
import { LedgerTable } from "~/components/earnings/ledger-table";
import { FormSuccess } from "~/components/ui/form-success";
import { PagedTable } from "~/components/ui/paged-table";
import { useTranslation } from "~/i18n/translation";
import { maskedAccount } from "~domain/ledger";
import { requireOperator } from "~server/accounts/sessions";
import { readForm } from "~server/http/form-data";
import { payoutAction, payoutScreen, sellerIdParam } from "~server/ledger/payouts-screen";
import type { Route } from "./+types/payout";

// One seller's payouts: their balance, where they are paid in full (each viewing audited), Record payout (asked once
// more: a dialog, or without JavaScript the server's question), their rows.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const operator = await requireOperator(context.db, request);
  return payoutScreen(context.db, operator, sellerIdParam(params.sellerId), new URL(request.url));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  return payoutAction(context.db, operator, sellerIdParam(params.sellerId), await readForm(request));
}

export default function AdminPayout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { seller, balance, holdingDays, rows, page, totalPages, done, payoutKey, today } = loaderData;
  const { details } = seller;
  return (
    <AdminLayout title={t("payouts.sellerTitle", { name: seller.name })}>
      <FormSuccess message={done && !actionData ? "payouts.done" : undefined} />
      <p className="text-sm break-all">{seller.email}</p>
      <BalanceSummary balance={balance} holdingDays={holdingDays} />
      <section aria-labelledby="payout-details-title" className="card space-y-3 p-5">
        <h2 id="payout-details-title" className="text-lg font-bold">
          {t("payouts.details")}
        </h2>
        {details ? (
          <>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="text-gray-600">{t("earnings.details.holder")}</dt>
              <dd>{details.holder}</dd>
              <dt className="text-gray-600">{t("earnings.details.account")}</dt>
              <dd>
                <bdi dir="ltr" className="font-mono break-all">
                  {details.account}
                </bdi>
              </dd>
              <dt className="text-gray-600">{t("payouts.bic")}</dt>
              <dd>
                <bdi dir="ltr">{details.bic ?? "—"}</bdi>
              </dd>
            </dl>
            <p className="text-xs text-gray-600">{t("payouts.audited")}</p>
          </>
        ) : (
          <p className="text-sm text-gray-600">{t("payouts.noDetails")}</p>
        )}
      </section>
      {actionData?.confirm && actionData.question ? (
        <PayoutConfirmAgain
          confirm={actionData.confirm}
          question={actionData.question}
          backTo={`/admin/payouts/${seller.id}`}
        />
      ) : (
        <RecordPayoutForm
          availableCents={balance.availableCents}
          formKey={payoutKey}
          today={today}
          seller={{ sellerName: seller.name, account: details ? maskedAccount(details.account) : null }}
          refused={actionData}
        />
      )}
      <section aria-labelledby="ledger-title" className="space-y-2">
        <h2 id="ledger-title" className="text-lg font-bold">
          {t("earnings.rows.title")}
        </h2>
        <PagedTable empty={rows.length === 0} emptyMessage={t("payouts.noRows")} page={page} totalPages={totalPages}>
          <LedgerTable rows={rows} orderPath={(number) => `/admin/orders/${number}`} />
        </PagedTable>
      </section>
      <Link to="/admin/payouts" className="btn btn-outline">
        {t("payouts.back")}
      </Link>
    </AdminLayout>
  );
}
