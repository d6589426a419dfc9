import { useTranslation } from "~/i18n/translation";
import { writtenDay } from "~domain/written-dates";
import type { EstimatedDelivery } from "~server/shopping/ship-destination";

/**
 * "Estimated delivery to France: Nov 30 – Dec 6", as the server named the country and counted the days; or that the
 * store does not ship there.
 */
export function DeliveryEstimate({ estimate }: { estimate: EstimatedDelivery }) {
  const { t } = useTranslation();
  const { country, window } = estimate;
  if (!window) {
    return <p className="text-sm text-red-700">{t("shipping.notShipped", { country })}</p>;
  }
  return (
    <p className="text-sm" data-delivery-estimate>
      {t("shipping.estimate", { country, from: writtenDay(t, window.from), to: writtenDay(t, window.to) })}
    </p>
  );
}
