import { z } from "zod";
import type { VatNumber } from "~domain/vat-number";

// The EU's VIES service (REST API), asked whether a VAT number is registered (decision 060). Its answer to
// `POST {VIES_URL}/check-vat-number` with `{countryCode, vatNumber}` is `{valid, name, address, userError, …}`;
// a member state's service being down comes back as a `userError` such as MS_UNAVAILABLE, or as an error status
// with `{actionSucceed: false, errorWrappers: [{error}]}`.

/** The EU's address; VIES_URL names another (the tests' stand-in). */
export const VIES_DEFAULT_URL = "https://ec.europa.eu/taxation_customs/vies/rest-api";

/** How long the checkout waits for VIES before placing the order with the number unchecked. */
export const VIES_TIMEOUT_MS = 3000;

/** Registered, not registered, or no answer to go by (unreachable, too slow, an error, an answer we cannot read). */
export type ViesOutcome = "valid" | "invalid" | "unavailable";

const answerSchema = z.object({
  valid: z.boolean(),
  userError: z.string().optional(),
  name: z.string().nullish(),
  address: z.string().nullish(),
});

/** Asks VIES about `vat`; never throws: whatever goes wrong is "unavailable". */
export async function checkWithVies(
  baseUrl: string,
  vat: Pick<VatNumber, "prefix" | "number">,
  timeoutMs = VIES_TIMEOUT_MS,
): Promise<ViesOutcome> {
  try {
    const response = await fetch(`${baseUrl.replace(/\/+$/, "")}/check-vat-number`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ countryCode: vat.prefix, vatNumber: vat.number }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return "unavailable";
    const answer = answerSchema.safeParse(await response.json());
    if (!answer.success) return "unavailable";
    const { valid, userError } = answer.data;
    // A userError other than VALID/INVALID (MS_UNAVAILABLE, TIMEOUT, …) means the state was not asked.
    if (userError !== undefined && userError !== "VALID" && userError !== "INVALID") return "unavailable";
    return valid ? "valid" : "invalid";
  } catch {
    return "unavailable";
  }
}
