import { useTranslation } from "~/i18n/translation";
import { countryName } from "~domain/countries";
import { deliveryWindow } from "~domain/delivery-window";
import { dateFormat } from "~domain/intl-formats";
import type { ShipDestination } from "~server/shopping/ship-destination";

/**
 * "Estimated delivery to France: 30 Nov – 6 Dec" from the zone's delivery days, counted from `today` (the server's
 * date, so the page reads the same before and after the scripts); or that the store does not ship there.
 */
export function DeliveryEstimate({ destination, today }: { destination: ShipDestination; today: string }) {
  const { t, locale } = useTranslation();
  const country = countryName(destination.country, locale);
  if (!destination.days) {
    return (
      <p className="text-sm text-red-700" suppressHydrationWarning>
        {t("shipping.notShipped", { country })}
      </p>
    );
  }
  const { from, to } = deliveryWindow(today, destination.days);
  const day = dateFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  return (
    <p className="text-sm" data-delivery-estimate suppressHydrationWarning>
      {t("shipping.estimate", {
        country,
        from: day.format(new Date(`${from}T00:00:00Z`)),
        to: day.format(new Date(`${to}T00:00:00Z`)),
      })}
    </p>
  );
}
