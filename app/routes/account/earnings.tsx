import { AccountLayout } from "~/components/account/account-layout";
import { BalanceSummary } from "~/components/earnings/balance-summary";
import { LedgerTable } from "~/components/earnings/ledger-table";
import { PayoutDetailsForm } from "~/components/earnings/payout-details-form";
import { StatementForm } from "~/components/earnings/statement-form";
import { PagedTable } from "~/components/ui/paged-table";
import { useTranslation } from "~/i18n/translation";
import { requireUser } from "~server/accounts/sessions";
import { readForm } from "~server/http/form-data";
import { earningsAction, earningsScreen } from "~server/ledger/earnings-screen";
import type { Route } from "./+types/earnings";

// What the store owes the signed-in seller (decision 034): their balance, the rows it is made of, a statement of them
// for any period, and where they are paid. Only their own: the account is the session's.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  return earningsScreen(context.db, user.id, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context.db, request);
  return earningsAction(context.db, user.id, await readForm(request));
}

export default function Earnings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { balance, holdingDays, rows, page, totalPages, details, saved, statement } = loaderData;
  return (
    <AccountLayout title={t("accountNav.earnings")}>
      <div className="space-y-4">
        <BalanceSummary balance={balance} holdingDays={holdingDays} />
        <section aria-labelledby="ledger-title" className="space-y-2">
          <h2 id="ledger-title" className="text-lg font-bold">
            {t("earnings.rows.title")}
          </h2>
          <PagedTable
            empty={rows.length === 0}
            emptyMessage={t("earnings.rows.empty")}
            page={page}
            totalPages={totalPages}
          >
            <LedgerTable rows={rows} orderPath={(number) => `/account/sales/${number}`} />
          </PagedTable>
        </section>
        <StatementForm
          action="/account/earnings/statement.csv"
          about={t("statement.about")}
          values={statement.values}
          errors={statement.errors}
        />
        <PayoutDetailsForm details={details} saved={saved} failure={actionData} />
      </div>
    </AccountLayout>
  );
}
