import { eq, type Placeholder, sql } from "drizzle-orm";
import { countryName } from "~domain/countries";
import { deliveryWindow } from "~domain/delivery-window";
import type { Locale } from "~domain/locales";
import { HOME_COUNTRY, type ShippingSettings, zoneFor } from "~domain/shipping";
import { type CountryOption, countryOptions } from "../accounts/countries";
import type { CurrentSession } from "../accounts/sessions";
import type { Db, Tx } from "../db/handle";
import { prepared } from "../db/prepared";
import { addresses, carts, orders, users } from "../db/schema";
import { readStoreSettings } from "../settings/store-settings";
import { type CartOwner, ownerCondition } from "./cart";
import { cartOwnerOf } from "./cart-owner";

/** Where a shopper's parcels go, as far as the store knows, and what the zone there promises. */
export type ShipDestination = {
  country: string;
  /** The state or province its tax is priced for, where the country taxes per region (decision 058); else null. */
  region: string | null;
  /** The shopper said so (Calculate Shipping, an address, an order); else it is the store's own country. */
  known: boolean;
  /** The store ships there. */
  shipped: boolean;
  /** The zone's delivery time, in days after the parcel leaves; null where the store does not ship. */
  days: { min: number; max: number } | null;
};

/** The destination of `country` (null: not known, the store's own country is assumed) under the store's shipping. */
export function destinationOf(settings: ShippingSettings, country: string | null): ShipDestination {
  const zone = zoneFor(settings, country ?? HOME_COUNTRY);
  return {
    country: country ?? HOME_COUNTRY,
    region: null,
    known: country !== null,
    shipped: zone !== null,
    days: zone ? { min: zone.minDays, max: zone.maxDays } : null,
  };
}

/**
 * The country the shopper's parcels go to: the one chosen for their cart (Calculate Shipping, or the checkout), else
 * for a signed-in shopper the country of their last order's shipping address, else their default address's; null
 * when nothing says (a new visitor). `cartCountry` is the cart's when the caller has already read it.
 */
export async function shopperCountry(
  db: Db | Tx,
  owner: CartOwner | null,
  cartCountry?: string | null,
): Promise<string | null> {
  if (!owner) return null;
  if (cartCountry) return cartCountry;
  // A transaction asks afresh; the store's handle through a named statement (prepared(): asked on every product page
  // and, for a shopper whose cart is empty, in every page's header).
  const inTransaction = "rollback" in db;
  if (!("userId" in owner)) {
    if (cartCountry === null) return null;
    const [cart] = inTransaction
      ? await db.select({ country: carts.shipCountry }).from(carts).where(ownerCondition(owner))
      : await guestCountryRead(db).execute({ sessionId: owner.sessionId });
    return cart?.country ?? null;
  }
  // One read for a signed-in shopper: the cart's country (unless the caller read it), else the last order's shipping
  // country, else the default (then newest) address's.
  const read = inTransaction ? null : knownCountryRead(db, cartCountry === undefined);
  const [known] = read
    ? await read.execute({ userId: owner.userId })
    : await knownCountryQuery(db, owner.userId, cartCountry === undefined);
  return known?.country ?? null;
}

function knownCountryQuery(db: Db | Tx, userId: string | Placeholder, askCart: boolean) {
  const fromCart = askCart
    ? sql`(select ${carts.shipCountry} from ${carts} where ${carts.userId} = ${userId} limit 1)`
    : sql`null`;
  return db
    .select({
      country: sql<string | null>`coalesce(${fromCart},
        (select ${orders.shippingAddress}->>'country' from ${orders} where ${orders.userId} = ${userId}
          order by ${orders.createdAt} desc limit 1),
        (select ${addresses.country} from ${addresses} where ${addresses.userId} = ${userId}
          order by ${addresses.isDefault} desc, ${addresses.createdAt} desc limit 1))`,
    })
    .from(users)
    .where(eq(users.id, userId));
}

function guestCountryRead(db: Db) {
  return prepared(db, "guest_cart_country", () =>
    db
      .select({ country: carts.shipCountry })
      .from(carts)
      .where(eq(carts.sessionId, sql.placeholder("sessionId")))
      .prepare("guest_cart_country"),
  );
}

function knownCountryRead(db: Db, askCart: boolean) {
  const name = askCart ? "shopper_country" : "shopper_country_without_cart";
  return prepared(db, name, () => knownCountryQuery(db, sql.placeholder("userId"), askCart).prepare(name));
}

/**
 * Sets where the owner's cart goes (Calculate Shipping, the checkout's country and state): its shipping is priced
 * for it, and its tax for the region where the country taxes per region (a code, or null).
 */
export async function setShipCountry(
  db: Db | Tx,
  owner: CartOwner,
  country: string,
  region: string | null = null,
): Promise<void> {
  const values = "userId" in owner ? { userId: owner.userId } : { sessionId: owner.sessionId };
  await db
    .insert(carts)
    .values({ ...values, shipCountry: country, shipRegion: region })
    .onConflictDoUpdate({
      target: "userId" in owner ? carts.userId : carts.sessionId,
      set: { shipCountry: country, shipRegion: region, updatedAt: sql`now()` },
    });
}

/** The countries the store ships to, named and sorted for `locale`: what a shipping country's select offers. */
export function shipCountryOptions(settings: ShippingSettings, locale: Locale): CountryOption[] {
  const options = countryOptions(locale);
  const { shipsTo } = settings;
  return shipsTo === null ? options : options.filter((option) => shipsTo.includes(option.code));
}

/** Today's date (UTC, ISO): an estimated delivery counts from it. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * What a page says of a parcel's delivery: the destination country's name in the page's language and the days it
 * should arrive between (ISO dates, counted from the server's date, so the page reads the same before and after
 * the scripts), or no days where the store does not ship. Named here: a browser's first `Intl.DisplayNames` loads
 * ICU's data in the middle of the page's first task (bench/README.md, issue 54).
 */
export type EstimatedDelivery = { country: string; window: { from: string; to: string } | null };

export function deliveryEstimate(destination: ShipDestination, locale: Locale, today = todayIso()): EstimatedDelivery {
  return {
    country: countryName(destination.country, locale),
    window: destination.days ? deliveryWindow(today, destination.days) : null,
  };
}

/**
 * What a product page says about delivery: where the parcels of the shopper with this session go (as far as the
 * store knows) under the store's shipping, and when they should arrive.
 */
export async function deliveryFor(db: Db, session: CurrentSession | null, locale: Locale): Promise<EstimatedDelivery> {
  const [settings, country] = await Promise.all([readStoreSettings(db), shopperCountry(db, cartOwnerOf(session))]);
  return deliveryEstimate(destinationOf(settings.shipping, country), locale);
}
