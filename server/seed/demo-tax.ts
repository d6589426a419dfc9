import { rateOfPercent, type StoreIdentity, type TaxRateRow, type TaxSettings } from "~domain/tax";
import type { Tx } from "../db/handle";
import { writeSetting } from "../settings/store-settings";

// The demo store is registered in Germany and sells as a marketplace (decision 058): prices are entered with German
// VAT, and each destination's rate replaces it. The rates are the published standard and main reduced rates of
// 2026 (the EU's, the UK's), a few US states' sales tax and Canadian provinces' GST/HST (+ QST), which tax tools at
// one rate. An operator checks and edits every one in /admin/settings before taking real money.
const percent = (typed: string) => rateOfPercent(typed) ?? 0;
const country = (code: string, standard: string, reduced = standard): TaxRateRow => ({
  country: code,
  region: null,
  standard: percent(standard),
  reduced: percent(reduced),
});
const region = (code: string, part: string, rate: string): TaxRateRow => ({ ...country(code, rate), region: part });

export const DEMO_TAX_RATES: TaxRateRow[] = [
  country("AT", "20", "10"),
  country("BE", "21", "6"),
  country("BG", "20", "9"),
  country("HR", "25", "13"),
  country("CY", "19", "9"),
  country("CZ", "21", "12"),
  country("DK", "25"),
  country("EE", "24", "9"),
  country("FI", "25.5", "14"),
  country("FR", "20", "5.5"),
  country("DE", "19", "7"),
  country("GR", "24", "13"),
  country("HU", "27", "18"),
  country("IE", "23", "13.5"),
  country("IT", "22", "10"),
  country("LV", "21", "12"),
  country("LT", "21", "9"),
  country("LU", "17", "8"),
  country("MT", "18", "7"),
  country("NL", "21", "9"),
  country("PL", "23", "8"),
  country("PT", "23", "6"),
  country("RO", "21", "11"),
  country("SK", "23", "19"),
  country("SI", "22", "9.5"),
  country("ES", "21", "10"),
  country("SE", "25", "12"),
  country("GB", "20", "5"),
  region("US", "CA", "7.25"),
  region("US", "NY", "4"),
  region("US", "TX", "6.25"),
  region("US", "WA", "6.5"),
  region("US", "FL", "6"),
  region("CA", "ON", "13"),
  region("CA", "QC", "14.975"),
  region("CA", "BC", "12"),
  region("CA", "AB", "5"),
];

export const DEMO_TAX: TaxSettings = {
  mode: "inclusive",
  homeCountry: "DE",
  shippingTaxed: true,
  viesCheck: false,
  rates: DEMO_TAX_RATES,
};

export const DEMO_IDENTITY: StoreIdentity = {
  legalName: "Tool Store Demo GmbH",
  address: "Beispielstraße 1, 10115 Berlin, Germany",
  taxNumber: "DE123456789",
  email: "invoices@toolstore.example",
};

export async function insertDemoTax(tx: Tx): Promise<void> {
  await writeSetting(tx, "tax", DEMO_TAX);
  await writeSetting(tx, "identity", DEMO_IDENTITY);
}
