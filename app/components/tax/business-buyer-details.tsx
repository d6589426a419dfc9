import { useTranslation } from "~/i18n/translation";
import type { VatCheck } from "~domain/business-buyer";

/**
 * A business buyer's company and VAT number as the order keeps them, with the reverse-charge notice when the order was
 * zero-rated (decision 060); `vatCheck` adds whether VIES confirmed the number (the back office). Nothing for a
 * consumer's order.
 */
export function BusinessBuyerDetails({
  order,
  vatCheck,
}: {
  order: {
    buyerCompany: string | null;
    buyerVatNumber: string | null;
    vatCheck: VatCheck | null;
    reverseCharge: boolean;
  };
  vatCheck: boolean;
}) {
  const { t } = useTranslation();
  if (!order.buyerVatNumber) return null;
  return (
    <section className="card p-5 text-sm" aria-labelledby="order-business-buyer">
      <h2 id="order-business-buyer" className="mb-3 text-lg font-bold">
        {t("vat.businessBuyer")}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-gray-600">{t("vat.company")}</dt>
          <dd className="font-semibold">{order.buyerCompany}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t("vat.number")}</dt>
          <dd className="font-semibold">
            <bdi dir="ltr">{order.buyerVatNumber}</bdi>
          </dd>
        </div>
        {vatCheck ? (
          <div className="sm:col-span-2">
            <dt className="text-gray-600">{t("vat.viesCheck")}</dt>
            <dd className={order.vatCheck === "valid" ? "font-semibold" : "font-semibold text-amber-900"}>
              {t(order.vatCheck === "valid" ? "vat.check.valid" : "vat.check.unchecked")}
            </dd>
          </div>
        ) : null}
      </dl>
      {order.reverseCharge ? (
        <p className="mt-3 border-s-4 border-brand-600 ps-3 font-semibold">{t("vat.notice")}</p>
      ) : null}
    </section>
  );
}
