import { useId } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import type { CountryOption } from "~server/accounts/countries";
import type { SavedAddress } from "~server/orders/checkout-values";

/**
 * A signed-in buyer's address book, offered to fill the billing or the shipping details: each address is a link that
 * reloads the checkout with it filled in (`href`), and with JavaScript fills the fields in place (`onChoose`),
 * keeping everything else typed. The one filled in is marked.
 */
export function SavedAddresses({
  part,
  addresses,
  chosen,
  countries,
  href,
  onChoose,
}: {
  part: "billing" | "shipping";
  addresses: SavedAddress[];
  chosen: number | null;
  countries: CountryOption[];
  href: (id: number) => string;
  onChoose: (address: SavedAddress) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const countryNameOf = (code: string) => countries.find((country) => country.code === code)?.name ?? code;
  return (
    <div className="space-y-2">
      <h3 id={id} className="font-semibold">
        {t(part === "billing" ? "checkout.savedAddresses" : "checkout.savedShippingAddresses")}
      </h3>
      <ul aria-labelledby={id} className="grid gap-2 sm:grid-cols-2">
        {addresses.map((address) => {
          const current = address.id === chosen;
          return (
            <li key={address.id}>
              <Link
                to={href(address.id)}
                aria-current={current ? "true" : undefined}
                onClick={(event) => {
                  // A plain click (or Enter) fills the fields here; a click to open elsewhere follows the link.
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  onChoose(address);
                }}
                className="block h-full rounded-md border border-gray-200 p-3 text-sm hover:border-brand-600 aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50"
              >
                <span className="block font-semibold">
                  {address.firstName} {address.lastName}
                </span>
                <span className="block">
                  {address.address}
                  {address.apartment ? `, ${address.apartment}` : ""}
                </span>
                <span className="block">
                  {[address.city, address.state, address.postcode].filter(Boolean).join(", ")}
                </span>
                <span className="block">{countryNameOf(address.country)}</span>
                {address.isDefault || current ? (
                  <span className="mt-1 flex flex-wrap gap-2 text-xs font-bold uppercase text-brand-700">
                    {address.isDefault ? <span>{t("addresses.default")}</span> : null}
                    {current ? <span>{t("checkout.addressInUse")}</span> : null}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * "Save this address": the address the parcel goes to joins the buyer's address book when the order is placed.
 * Hidden while that address is one already saved (placing the order would not save it twice anyway).
 */
export function SaveAddressBox({ checked, alreadySaved }: { checked: boolean; alreadySaved: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div hidden={alreadySaved}>
      <input
        type="checkbox"
        id={id}
        name="saveAddress"
        defaultChecked={checked}
        aria-describedby={`${id}-hint`}
        className="size-4 accent-brand-600"
      />
      <label htmlFor={id} className="ms-2 font-semibold">
        {t("checkout.saveAddress")}
      </label>
      <p id={`${id}-hint`} className="ms-6 mt-1 text-xs text-gray-600">
        {t("checkout.saveAddressHint")}
      </p>
    </div>
  );
}
