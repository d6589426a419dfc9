import { useTranslation } from "~/i18n/translation";
import { formatMinorUnits, USD } from "~domain/money";
import type { Balance } from "~server/ledger/balances";

/** US cents as every earnings page shows them, kept left to right in a right-to-left page. */
export function Dollars({ cents, className }: { cents: number; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {formatMinorUnits(cents, USD)}
    </bdi>
  );
}

/** A seller's balance: what may be paid out now, what waits, and why it waits. */
export function BalanceSummary({ balance, holdingDays }: { balance: Balance; holdingDays: number }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="balance-title" className="card space-y-4 p-5">
      <h2 id="balance-title" className="text-lg font-bold">
        {t("earnings.balance.title")}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-gray-600">{t("earnings.balance.available")}</dt>
          <dd className="text-2xl font-bold">
            <Dollars cents={balance.availableCents} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">{t("earnings.balance.pending")}</dt>
          <dd className="text-2xl font-bold text-gray-700">
            <Dollars cents={balance.pendingCents} />
          </dd>
        </div>
      </dl>
      <p className="text-sm text-gray-600">{t("earnings.balance.about", { count: holdingDays })}</p>
    </section>
  );
}
