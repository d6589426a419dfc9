import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { FETCHER_FIELD } from "~domain/fetcher-field";
import { regionCodeOf } from "~domain/tax-regions";

/**
 * Keeps the cart priced for where the checkout's parcels go: when the form's destination is a country the store
 * ships to and the cart is priced for another, or for another state where the country taxes per state (decision
 * 058), it tells the cart (Calculate Shipping's post, through a fetcher), and the page's loaders bring the new
 * shipping, tax and total. The form's fields are uncontrolled, so nothing typed is touched. Each place is asked once
 * in a row, so a refusal does not repeat. Without JavaScript the server refuses a total the page did not show, and
 * the page comes back priced for the place posted.
 */
export function useShipDestination(
  destination: { country: string; state: string },
  pricedFor: { country: string; region: string | null },
  shipped: ReadonlySet<string>,
): { repricing: boolean } {
  const fetcher = useFetcher();
  const asked = useRef<string | null>(null);
  const idle = fetcher.state === "idle";
  const { submit } = fetcher;
  const { country, state } = destination;
  const region = regionCodeOf(country, state);
  const priced = country === pricedFor.country && region === pricedFor.region;
  useEffect(() => {
    const place = `${country}/${region ?? ""}`;
    if (!idle || priced || place === asked.current || !shipped.has(country)) return;
    asked.current = place;
    void submit({ intent: "shipTo", country, state, [FETCHER_FIELD]: "1" }, { method: "post", action: "/shop/cart" });
  }, [idle, priced, country, region, state, shipped, submit]);
  return { repricing: !idle };
}
