import { useTranslation } from "~/i18n/translation";
import { countryName } from "~domain/countries";
import type { addresses } from "~server/db/schema";

type Address = Pick<
  typeof addresses.$inferSelect,
  | "firstName"
  | "lastName"
  | "company"
  | "address"
  | "apartment"
  | "city"
  | "state"
  | "postcode"
  | "country"
  | "email"
  | "phone"
  | "isDefault"
>;

/** An address as a card; `children` adds actions (edit, make default, delete) at its foot. */
export function AddressCard({ address, children }: { address: Address; children?: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <address className="card h-full space-y-0.5 p-4 text-sm not-italic">
      {address.isDefault ? (
        <p className="mb-2 text-xs font-bold uppercase text-brand-700">{t("addresses.default")}</p>
      ) : null}
      <p className="font-semibold">
        {address.firstName} {address.lastName}
      </p>
      {address.company ? <p>{address.company}</p> : null}
      <p>
        {address.address}
        {address.apartment ? `, ${address.apartment}` : ""}
      </p>
      <p>{[address.city, address.state, address.postcode].filter(Boolean).join(", ")}</p>
      {/* Named by the runtime's CLDR, which may spell a name otherwise than the server's: the browser's stands. */}
      <p suppressHydrationWarning>{countryName(address.country, i18n.language)}</p>
      <p dir="ltr" className="text-start">
        {address.phone}
      </p>
      <p>{address.email}</p>
      {children ? <div className="flex flex-wrap items-center gap-2 pt-3">{children}</div> : null}
    </address>
  );
}
