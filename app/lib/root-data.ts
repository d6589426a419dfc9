import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/lib/root-data.server";
import { type DisplayCurrency, formatMinorUnits, formatMoney, USD } from "~domain/money";
import { type PriceTaxNote, priceTaxNote, shownCents } from "~domain/price-tax";
import type { TaxClass } from "~domain/tax";

export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useRootData must be used below the root route");
  return data;
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
