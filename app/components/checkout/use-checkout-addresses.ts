import { type RefObject, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/translation";
import { checkoutFieldsOf, placeOfFields, samePlace } from "~domain/address-book";
import { type FormValues, textOf } from "~domain/form";
import type { CountryOption } from "~server/accounts/countries";
import type { SavedAddress } from "~server/orders/checkout-values";
import { countryChoices } from "./country-choices";

/** The checkout's two addresses. */
export type Part = "billing" | "shipping";

/** The checkout with these saved addresses filled in (`?address=…&shipAddress=…`): the choice without JavaScript. */
export function checkoutHref(chosen: Record<Part, number | null>): string {
  const search = new URLSearchParams();
  if (chosen.billing !== null) search.set("address", String(chosen.billing));
  if (chosen.shipping !== null) search.set("shipAddress", String(chosen.shipping));
  return `/shop/checkout?${search}`;
}

/**
 * What the checkout's uncontrolled address fields hold that the page shows more for: each address's country (the
 * state field and the parcel's destination follow it), whether the parcel goes elsewhere than the billing address,
 * the saved addresses filled in, and whether the parcel's address is one already saved ("Save this address" is
 * offered otherwise). The server renders the same from `values`, so the page reads the same before scripts run.
 */
export function useCheckoutAddresses({
  formRef,
  values,
  savedAddresses,
  chosenAddresses,
  countries,
  shipsTo,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  values: FormValues;
  savedAddresses: SavedAddress[];
  chosenAddresses: Record<Part, number | null>;
  countries: CountryOption[];
  shipsTo: string[] | null;
}) {
  const { t } = useTranslation();
  const [country, setCountry] = useState<Record<Part, string>>({
    billing: textOf(values["billing.country"]),
    shipping: textOf(values["shipping.country"]),
  });
  const [state, setState] = useState<Record<Part, string>>({
    billing: textOf(values["billing.state"]),
    shipping: textOf(values["shipping.state"]),
  });
  const [shipElsewhere, setShipElsewhere] = useState(values.shipToDifferent === "on");
  const [chosen, setChosen] = useState(chosenAddresses);
  const [filledWith, setFilledWith] = useState("");
  const choices = useMemo(() => countryChoices(countries, shipsTo, t), [countries, shipsTo, t]);
  const shipped = useMemo(() => new Set(shipsTo ?? countries.map((option) => option.code)), [countries, shipsTo]);

  const inBook = (part: Part, read: (name: string) => string) => {
    const place = placeOfFields(part, read);
    return savedAddresses.some((address) => samePlace(address, place));
  };
  const [alreadySaved, setAlreadySaved] = useState(() =>
    inBook(values.shipToDifferent === "on" ? "shipping" : "billing", (name) => textOf(values[name])),
  );
  /** Reads the form again: is the parcel's address (as typed now) in the book? */
  const recheckSaved = () => {
    const form = formRef.current;
    if (!form || savedAddresses.length === 0) return;
    const typed = new FormData(form);
    const read = (name: string) => String(typed.get(name) ?? "");
    setAlreadySaved(inBook(read("shipToDifferent") === "on" ? "shipping" : "billing", read));
  };

  /** Fills one part's fields from a saved address in place, keeping everything else typed. */
  const fillFrom = (part: Part) => (address: SavedAddress) => {
    const form = formRef.current;
    if (!form) return;
    for (const [name, value] of Object.entries(checkoutFieldsOf(part, address))) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = value;
    }
    setState((current) => ({ ...current, [part]: address.state }));
    // A country the select does not offer (one not shipped to) leaves it unchosen.
    const select = form.elements.namedItem(`${part}.country`);
    const code = select instanceof HTMLSelectElement ? select.value : address.country;
    setCountry((current) => ({ ...current, [part]: code }));
    setChosen((current) => ({ ...current, [part]: address.id }));
    setFilledWith(t("checkout.addressFilled", { name: `${address.firstName} ${address.lastName}` }));
    recheckSaved();
  };

  return {
    country,
    setCountryOf: (part: Part) => (code: string) => setCountry((current) => ({ ...current, [part]: code })),
    setStateOf: (part: Part) => (typed: string) => setState((current) => ({ ...current, [part]: typed })),
    /** The country the parcel goes to, as the form says now ("" while none is chosen). */
    destination: shipElsewhere ? country.shipping : country.billing,
    /** The state the parcel goes to, as last typed. */
    destinationState: shipElsewhere ? state.shipping : state.billing,
    setShipElsewhere,
    chosen,
    filledWith,
    choices,
    shipped,
    alreadySaved,
    recheckSaved,
    fillFrom,
  };
}
