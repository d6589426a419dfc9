import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Db } from "../db/handle";
import { signingKey } from "./signing-key";

// A campaign mail's one-click unsubscribe link (decision 057, RFC 8058): the subscription's id and an HMAC-SHA256 of
// it under the store's "unsubscribe" key. Nothing else is needed to leave the list, and nothing else can be forged.

const KEY_NAME = "unsubscribe";
export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

/** What the link carries, read from a request's query or form: refused unless both look like ours. */
export const unsubscribeLinkSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().int().max(2_147_483_647)),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

export type UnsubscribeLink = z.infer<typeof unsubscribeLinkSchema>;

function signatureOf(key: Buffer, subscriptionId: number): Buffer {
  return createHmac("sha256", key).update(`unsubscribe:${subscriptionId}`).digest();
}

/** The whole address (under `base`) that unsubscribes this subscription. */
export async function unsubscribeUrl(db: Db, base: string, subscriptionId: number): Promise<string> {
  const signature = signatureOf(await signingKey(db, KEY_NAME), subscriptionId).toString("base64url");
  return `${base}${UNSUBSCRIBE_PATH}?${new URLSearchParams({ id: String(subscriptionId), signature })}`;
}

/**
 * The subscription a link names when its signature is ours, else null: any input (a missing, forged or altered part)
 * is answered without throwing. The comparison takes the same time wherever the signatures differ. It compares the
 * text, not the decoded bytes: the last of 43 base64url characters carries two unused bits, so "…A" and "…B" decode
 * alike, and a changed character must never pass.
 */
export async function verifiedSubscriptionId(db: Db, input: Record<string, unknown>): Promise<number | null> {
  const parsed = unsubscribeLinkSchema.safeParse(input);
  if (!parsed.success) return null;
  const given = Buffer.from(parsed.data.signature, "ascii");
  const expected = Buffer.from(
    signatureOf(await signingKey(db, KEY_NAME), parsed.data.id).toString("base64url"),
    "ascii",
  );
  return given.length === expected.length && timingSafeEqual(given, expected) ? parsed.data.id : null;
}
