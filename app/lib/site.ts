/** Facts about the store shown in the header and footer. */
export const SITE = {
  name: "Tool Store",
  phone: "(800) 060-0730",
  phoneHref: "tel:+18000600730",
  email: "support@toolstore.example",
} as const;
