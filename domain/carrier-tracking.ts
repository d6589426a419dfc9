/**
 * The carriers a seller can pick when marking a parcel shipped, and the page where each tracks a parcel. The seller's
 * carrier is free text (suggested from this list): a name matched here, ignoring case, spaces and dots, links its
 * tracking number to the carrier's page; any other carrier's number stays plain text.
 */
type Carrier = {
  /** The name offered to the seller. */
  name: string;
  /** Other spellings sellers use (local names), matched like the name. */
  aliases?: string[];
  /** The carrier's tracking page; `{number}` stands for the URL-encoded tracking number. */
  url: string;
};

export const CARRIERS: readonly Carrier[] = [
  { name: "UPS", url: "https://www.ups.com/track?tracknum={number}" },
  { name: "FedEx", url: "https://www.fedex.com/fedextrack/?trknbr={number}" },
  {
    name: "DHL",
    aliases: ["DHL Express"],
    url: "https://www.dhl.com/global-en/home/tracking.html?tracking-id={number}&submit=1",
  },
  { name: "USPS", url: "https://tools.usps.com/go/TrackConfirmAction?tLabels={number}" },
  { name: "Royal Mail", url: "https://www.royalmail.com/track-your-item#/tracking-results/{number}" },
  { name: "Russian Post", aliases: ["Почта России"], url: "https://www.pochta.ru/tracking?barcode={number}" },
  { name: "CDEK", aliases: ["СДЭК"], url: "https://www.cdek.ru/ru/tracking?order_id={number}" },
  { name: "Aramex", aliases: ["أرامكس"], url: "https://www.aramex.com/track/results?ShipmentNumber={number}" },
];

const key = (name: string) =>
  name
    .normalize("NFKC")
    .toLocaleLowerCase("en")
    .replace(/[\s.\-_]+/g, "");

const byKey = new Map(
  CARRIERS.flatMap((carrier) => [carrier.name, ...(carrier.aliases ?? [])].map((name) => [key(name), carrier])),
);

/** The carrier's page for this tracking number, or null when the carrier is not one we know (or either is missing). */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined) {
  const number = trackingNumber?.trim();
  if (!carrier || !number) return null;
  const known = byKey.get(key(carrier));
  return known ? known.url.replace("{number}", encodeURIComponent(number)) : null;
}
