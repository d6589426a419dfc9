import { useTranslation } from "~/i18n/translation";
import { trackingUrl } from "~domain/carrier-tracking";

/**
 * A parcel's tracking number: a link to its carrier's tracking page (in a new tab) when the carrier is one the store
 * knows, else plain text. The number keeps its left-to-right order in Arabic pages.
 */
export function TrackingNumber({ carrier, number }: { carrier: string | null; number: string }) {
  const { t } = useTranslation();
  const href = trackingUrl(carrier, number);
  const text = (
    <bdi dir="ltr" className="font-mono">
      {number}
    </bdi>
  );
  if (!href) return text;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline hover:text-ink-900">
      {text}
      <span className="sr-only"> {t("orders.trackOnCarrier", { carrier })}</span>
    </a>
  );
}
