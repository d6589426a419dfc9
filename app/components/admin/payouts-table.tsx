import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import type { SellerBalanceRow } from "~server/ledger/payouts-screen";
import { Dollars } from "../earnings/balance-summary";
import { TableHead } from "../ui/table-head";

/** The sellers with a balance: who (a link to their payout page), available, pending, and where they are paid, masked. */
export function PayoutsTable({ sellers }: { sellers: SellerBalanceRow[] }) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t("payouts.title")}</caption>
      <TableHead
        columns={[
          { label: t("payouts.seller") },
          { label: t("payouts.details"), wideOnly: true },
          { label: t("earnings.balance.available"), align: "end" },
          { label: t("earnings.balance.pending"), align: "end" },
        ]}
      />
      <tbody>
        {sellers.map((seller) => (
          <tr key={seller.sellerId} className="border-b border-gray-100 align-top">
            <td className="py-2 pe-3">
              <Link to={`/admin/payouts/${seller.sellerId}`} className="font-semibold text-brand-700 hover:underline">
                {seller.name}
              </Link>
              <span className="block break-all text-gray-600">{seller.email}</span>
            </td>
            <td className="wide-only py-2 pe-3">
              {seller.details ? (
                <>
                  {seller.details.holder}{" "}
                  <bdi dir="ltr" className="whitespace-nowrap">
                    {seller.details.account}
                  </bdi>
                </>
              ) : (
                <span className="text-gray-600">{t("payouts.notEntered")}</span>
              )}
            </td>
            <td className="py-2 pe-3 text-end whitespace-nowrap">
              <Dollars cents={seller.availableCents} className="font-semibold" />
            </td>
            <td className="py-2 text-end whitespace-nowrap">
              <Dollars cents={seller.pendingCents} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
