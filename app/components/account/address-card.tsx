import { UserText } from "~/components/ui/user-text";
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
  const { t, locale } = useTranslation();
  return (
    <address className="card h-full space-y-0.5 p-4 text-sm not-italic">
      {address.isDefault ? (
        <p className="mb-2 text-xs font-bold uppercase text-brand-700">{t("addresses.default")}</p>
      ) : null}
      {/* One piece of text: two would be ordered by the page, a Latin name reading "Lovelace Ada" in Arabic. */}
      <p className="font-semibold">
        <UserText>{`${address.firstName} ${address.lastName}`}</UserText>
      </p>
      {address.company ? (
        <p>
          <UserText>{address.company}</UserText>
        </p>
      ) : null}
      {/*
        Each line one piece of text: pieces apart would be ordered by the page, "Dubai, Dubai, 00000" reading
        "00000 ,Dubai ,Dubai" in Arabic.
      */}
      <p>
        <UserText>{[address.address, address.apartment].filter(Boolean).join(", ")}</UserText>
      </p>
      <p>
        <UserText>{[address.city, address.state, address.postcode].filter(Boolean).join(", ")}</UserText>
      </p>
      {/* Named by the runtime's CLDR, which may spell a name otherwise than the server's: the browser's stands. */}
      <p suppressHydrationWarning>{countryName(address.country, locale)}</p>
      {/* Against the page's edge, its digits left to right. */}
      <p>
        <bdi dir="ltr">{address.phone}</bdi>
      </p>
      <p>
        <bdi dir="ltr">{address.email}</bdi>
      </p>
      {children ? <div className="flex flex-wrap items-center gap-2 pt-3">{children}</div> : null}
    </address>
  );
}
