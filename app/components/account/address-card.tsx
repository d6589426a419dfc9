import { useTranslation } from "react-i18next";
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

export function AddressCard({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <address className="card space-y-0.5 p-4 text-sm not-italic">
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
      <p>
        {address.city}, {address.state} {address.postcode}
      </p>
      <p>{address.country}</p>
      <p dir="ltr" className="text-start">
        {address.phone}
      </p>
      <p>{address.email}</p>
    </address>
  );
}
