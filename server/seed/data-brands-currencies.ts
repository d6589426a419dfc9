import type { LocalizedText } from "../db/schema";

/** Invented demo brands; none of them is a real company. */
export const demoBrands = [
  { slug: "brandix", name: "Brandix", country: "United States", code: "BX" },
  { slug: "wakita", name: "Wakita", country: "Japan", code: "WK" },
  { slug: "zosch", name: "Zosch", country: "Germany", code: "ZS" },
  { slug: "windix", name: "Windix", country: "Taiwan", code: "WX" },
  { slug: "fastwind", name: "Fastwind", country: "United Kingdom", code: "FW" },
  { slug: "turbohand", name: "Turbohand", country: "Sweden", code: "TH" },
  { slug: "mitasia", name: "Mitasia", country: "Italy", code: "MT" },
] as const;

export type BrandSlug = (typeof demoBrands)[number]["slug"];

export type DemoCurrency = { code: string; symbol: string; name: LocalizedText; rate: string };

/** Listed in menu order; rates are units per 1 USD. */
export const demoCurrencies: DemoCurrency[] = [
  { code: "USD", symbol: "$", rate: "1", name: { en: "US Dollar", ru: "Доллар США", ar: "دولار أمريكي" } },
  { code: "EUR", symbol: "€", rate: "0.92", name: { en: "Euro", ru: "Евро", ar: "يورو" } },
  {
    code: "GBP",
    symbol: "£",
    rate: "0.79",
    name: { en: "Pound Sterling", ru: "Фунт стерлингов", ar: "جنيه إسترليني" },
  },
  { code: "RUB", symbol: "₽", rate: "92.5", name: { en: "Russian Ruble", ru: "Российский рубль", ar: "روبل روسي" } },
];
