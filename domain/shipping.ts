import { convertCents, type DisplayCurrency } from "./money";
import { z } from "./zod";

// Where the store ships and what a parcel costs (issue 36, decision 033). Every seller's lines travel as one parcel;
// the parcel's destination decides its zone, and the zone its rate and free-shipping threshold (both per parcel, in
// US cents, converted like prices) and how many days it takes.

const countryCode = z.string().regex(/^[A-Z]{2}$/);
const cents = z.number().int().min(0).max(100_000_000);
const days = z.number().int().min(0).max(120);

/** What shipping a parcel to a zone costs and takes. */
export const zoneTermsSchema = z
  .object({
    rateCents: cents,
    /** A parcel whose items come to this much (or more) ships free; null: never free. */
    freeFromCents: cents.nullable(),
    minDays: days,
    maxDays: days,
  })
  .refine((terms) => terms.maxDays >= terms.minDays);
export type ZoneTerms = z.infer<typeof zoneTermsSchema>;

export const namedZoneSchema = z.intersection(
  zoneTermsSchema,
  z.object({ name: z.string().min(1).max(60), countries: z.array(countryCode).min(1) }),
);
export type ShippingZone = z.infer<typeof namedZoneSchema>;

/** The shipping setting as stored: where the store ships (null: everywhere), its zones, and the rest of the world. */
export const shippingSettingsSchema = z.object({
  shipsTo: z.array(countryCode).min(1).nullable(),
  /** Checked in order: a country in two zones is priced by the first. */
  zones: z.array(namedZoneSchema).max(20),
  /** Every country shipped to that no zone names. */
  rest: zoneTermsSchema,
});
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

/** The European countries of ISO 3166-1: the default zone "Europe". */
export const EUROPE = [
  ..."AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV".split(" "),
  ..."MC MD ME MK MT NL NO PL PT RO RS SE SI SJ SK SM UA VA".split(" "),
];

/** The country the store ships from: its domestic zone, and where a cart goes until its shopper says otherwise. */
export const HOME_COUNTRY = "US";

/** Until the operator sets them: the United States, Europe and the rest of the world, each free from $50 a parcel. */
export const DEFAULT_SHIPPING: ShippingSettings = {
  shipsTo: null,
  zones: [
    { name: "United States", countries: [HOME_COUNTRY], rateCents: 499, freeFromCents: 5000, minDays: 2, maxDays: 5 },
    { name: "Europe", countries: EUROPE, rateCents: 999, freeFromCents: 5000, minDays: 4, maxDays: 10 },
  ],
  rest: { rateCents: 1999, freeFromCents: 5000, minDays: 7, maxDays: 21 },
};

/** Whether the store ships to `country`. */
export function shipsTo(settings: ShippingSettings, country: string): boolean {
  return settings.shipsTo === null || settings.shipsTo.includes(country);
}

/** The terms of the zone `country` is in (the first zone naming it, else the rest of the world); null: not shipped to. */
export function zoneFor(settings: ShippingSettings, country: string): ZoneTerms | null {
  if (!shipsTo(settings, country)) return null;
  return settings.zones.find((zone) => zone.countries.includes(country)) ?? settings.rest;
}

/**
 * The threshold the pages promise, in US cents: that of the shopper's zone when their country is known, else the
 * lowest of the zones (it is true somewhere); null when no parcel ships free.
 */
export function promisedFreeFrom(settings: ShippingSettings, country: string | null): number | null {
  if (country) return zoneFor(settings, country)?.freeFromCents ?? null;
  const thresholds = [...settings.zones, settings.rest].flatMap((zone) =>
    zone.freeFromCents === null ? [] : [zone.freeFromCents],
  );
  return thresholds.length > 0 ? Math.min(...thresholds) : null;
}

/** Why a parcel ships free: its seller ships everything free, or its items reach the zone's threshold. */
export type FreeShipping = "seller" | "threshold";

export type ParcelShipping = {
  /** In the display currency's minor units: 0 when free. */
  shipping: number;
  free: FreeShipping | null;
  /** What the parcel's items lack to ship free (minor units); null when free or never free. */
  missingForFree: number | null;
};

/**
 * One parcel's shipping in `currency`: free when its seller ships free, or when its items' subtotal (before any
 * coupon) reaches the zone's threshold converted to the currency; else the zone's rate converted.
 */
export function parcelShipping(
  zone: ZoneTerms,
  parcel: { subtotal: number; sellerShipsFree: boolean },
  currency: DisplayCurrency,
): ParcelShipping {
  if (parcel.sellerShipsFree) return { shipping: 0, free: "seller", missingForFree: null };
  const threshold = zone.freeFromCents === null ? null : convertCents(zone.freeFromCents, currency);
  if (threshold !== null && parcel.subtotal >= threshold)
    return { shipping: 0, free: "threshold", missingForFree: null };
  return {
    shipping: convertCents(zone.rateCents, currency),
    free: null,
    missingForFree: threshold === null ? null : threshold - parcel.subtotal,
  };
}
