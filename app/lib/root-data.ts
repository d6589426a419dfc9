import { useRouteLoaderData } from "react-router";
import type { PersonalData, RootData } from "~/lib/root-data.server";
import { type DisplayCurrency, formatMinorUnits, formatMoney, USD } from "~domain/money";
import { type PriceTaxNote, priceTaxNote, shownCents } from "~domain/price-tax";
import type { TaxClass } from "~domain/tax";

/** Where a kept page sent with the visitor's own parts (decision 076) holds their part of the root data. */
export const PERSONAL_DATA_ID = "personal-data";

export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useRootData must be used below the root route");
  return withPersonalData(data);
}

// The page's own personal data, read once, and the root data it came with: it holds until the root data is read anew
// (a form's post), which then brings the visitor's own.
let documentPersonal: PersonalData | null | undefined;
let documentRoot: RootData | undefined;
let mergedRoot: RootData | undefined;

/**
 * A page kept for visitors without a session, sent to one with a session (decision 076), holds the root data of no
 * one in particular and, apart, the visitor's own part: the two together, for as long as the page's root data stands.
 */
function withPersonalData(data: RootData): RootData {
  if (typeof document === "undefined") return data;
  if (documentPersonal === undefined) {
    const text = document.getElementById(PERSONAL_DATA_ID)?.textContent;
    documentPersonal = text ? (JSON.parse(text) as PersonalData) : null;
    documentRoot = data;
  }
  if (documentPersonal === null || data !== documentRoot) return data;
  mergedRoot ??= { ...data, ...documentPersonal };
  return mergedRoot;
}

/** The visitor's chosen currency, with its rate. */
function useDisplayCurrency(): DisplayCurrency {
  const { currencies, currencyCode } = useRootData();
  return currencies.find((c) => c.code === currencyCode) ?? USD;
}

/** Formats USD cents in the visitor's chosen currency. */
export function useMoney(): (usdCents: number) => string {
  const currency = useDisplayCurrency();
  return (usdCents) => formatMoney(usdCents, currency);
}

/**
 * A product's price as shown outside the cart (decision 058): its USD cents in the visitor's currency, for where
 * their parcels go (the home country until they say), with the note on tax that goes beside it. The same function
 * the cart charges with.
 */
export function useShownPrice(): {
  money: (usdCents: number, taxClass: TaxClass) => string;
  note: (taxClass: TaxClass) => PriceTaxNote;
} {
  const currency = useDisplayCurrency();
  const { priceTax } = useRootData();
  return {
    money: (usdCents, taxClass) => formatMinorUnits(shownCents(usdCents, currency, priceTax, taxClass), currency),
    note: (taxClass) => priceTaxNote(priceTax, taxClass),
  };
}
