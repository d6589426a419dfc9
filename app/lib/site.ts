/** Facts about the store shown in the header and footer. */
export const SITE = {
  name: "Tool Store",
  /** The street as it is written where the store is (in English, whatever the page's language). */
  street: "715 Fake Street",
  phone: "(800) 060-0730",
  phoneHref: "tel:+18000600730",
  email: "support@toolstore.example",
} as const;
