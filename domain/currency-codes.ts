export const CURRENCY_CODES = ["USD", "EUR", "GBP", "RUB"] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
