import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/lib/root-data.server";
import { type DisplayCurrency, formatMoney, USD } from "~domain/money";

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
