import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { FETCHER_FIELD } from "~domain/fetcher-field";

/**
 * Keeps the cart priced for the country the checkout's parcels go to: when the form's destination is a country the
 * store ships to and the cart is priced for another, it tells the cart (Calculate Shipping's post, through a
 * fetcher), and the page's loaders bring the new shipping and total. The form's fields are uncontrolled, so nothing
 * typed is touched. Each country is asked once in a row, so a refusal does not repeat. Without JavaScript the
 * server refuses a total the page did not show, and the page comes back priced for the country posted.
 */
export function useShipDestination(
  destination: string,
  pricedFor: string,
  shipped: ReadonlySet<string>,
): { repricing: boolean } {
  const fetcher = useFetcher();
  const asked = useRef<string | null>(null);
  const idle = fetcher.state === "idle";
  const { submit } = fetcher;
  useEffect(() => {
    if (!idle || destination === pricedFor || destination === asked.current || !shipped.has(destination)) return;
    asked.current = destination;
    void submit(
      { intent: "shipTo", country: destination, [FETCHER_FIELD]: "1" },
      { method: "post", action: "/shop/cart" },
    );
  }, [idle, destination, pricedFor, shipped, submit]);
  return { repricing: !idle };
}
