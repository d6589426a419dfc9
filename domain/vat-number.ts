import type { Country } from "jsvat-next";
import * as jsvatModule from "jsvat-next";

// jsvat-next is CommonJS: Node's ESM loader gives its exports as `default` (it finds few named ones), bundlers give
// them by name. Either way, the same object.
const jsvat = (jsvatModule as typeof jsvatModule & { default?: typeof jsvatModule }).default ?? jsvatModule;

// Business buyers' VAT numbers (decision 060): what a buyer types ("fr 40 303 265 045", "DE-123.456.789") read as
// a country and a number, checked for each state's format and check digits by jsvat-next. The EU's 27 member
// states, and the United Kingdom's (GB, and XI for Northern Ireland): printed, never reverse-charged here.

/** The EU's member states by ISO 3166 code (Greece is GR here; its VAT numbers start with EL). */
export const EU_MEMBER_STATES = [
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
] as const;

const EU_RULES: readonly Country[] = [
  jsvat.austria,
  jsvat.belgium,
  jsvat.bulgaria,
  jsvat.croatia,
  jsvat.cyprus,
  jsvat.czechRepublic,
  jsvat.denmark,
  jsvat.estonia,
  jsvat.finland,
  jsvat.france,
  jsvat.germany,
  jsvat.greece,
  jsvat.hungary,
  jsvat.ireland,
  jsvat.italy,
  jsvat.latvia,
  jsvat.lithuania,
  jsvat.luxembourg,
  jsvat.malta,
  jsvat.netherlands,
  jsvat.poland,
  jsvat.portugal,
  jsvat.romania,
  jsvat.slovakiaRepublic,
  jsvat.slovenia,
  jsvat.spain,
  jsvat.sweden,
];
const RULES: readonly Country[] = [...EU_RULES, jsvat.unitedKingdom];

/** A VAT number that passed its state's format and check digits. */
export type VatNumber = {
  /** ISO 3166 code of the state that issued it ("GR" for Greece's "EL…"). */
  country: string;
  /** Its prefix as VIES and invoices write it ("EL" for Greece, else the country). */
  prefix: string;
  /** The rest, without the prefix: what VIES is asked about. */
  number: string;
  /** Prefix and number together, capitals, no spaces: what is stored and printed ("FR40303265045"). */
  canonical: string;
};

/** Why a typed number was refused: not a number of a state we know, or its check digits are wrong. */
export type VatNumberProblem = "format" | "checkDigits";

export type VatNumberParse = { ok: true; vat: VatNumber } | { ok: false; problem: VatNumberProblem };

/** At most this many characters are read (the longest numbers have 14, with spaces and dots a buyer adds). */
export const VAT_NUMBER_MAX_LENGTH = 30;

/**
 * Reads a VAT number as a buyer types it: letters and digits, with spaces, dots, hyphens or slashes between them,
 * any case, its state's prefix first ("GR" accepted for Greece's "EL"). Anything else is refused, never guessed.
 */
export function parseVatNumber(typed: string): VatNumberParse {
  if (typed.length > VAT_NUMBER_MAX_LENGTH || !/^[\s.\-/A-Za-z0-9]*$/.test(typed))
    return { ok: false, problem: "format" };
  let compact = typed.replace(/[\s.\-/]/g, "").toUpperCase();
  if (!/^[A-Z]{2}[A-Z0-9]{2,14}$/.test(compact)) return { ok: false, problem: "format" };
  if (compact.startsWith("GR")) compact = `EL${compact.slice(2)}`;
  const result = jsvat.checkVAT(compact, RULES);
  if (!result.isSupportedCountry || !result.isValidFormat || !result.country) return { ok: false, problem: "format" };
  // The library strips what it does not read; only a number it read whole as typed counts.
  if (result.value !== compact) return { ok: false, problem: "format" };
  if (!result.isValid) return { ok: false, problem: "checkDigits" };
  const prefix = compact.slice(0, 2);
  return {
    ok: true,
    vat: { country: result.country.isoCode.short, prefix, number: compact.slice(2), canonical: compact },
  };
}

/** Whether `country` (ISO 3166) is a member state of the EU. */
export function isEuMemberState(country: string): boolean {
  return (EU_MEMBER_STATES as readonly string[]).includes(country);
}
