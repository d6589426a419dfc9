import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/handle";
import { unsubscribeUrl, verifiedSubscriptionId } from "./unsubscribe-link";

// The signing key is read from the database once per handle: a stand-in handle whose row is a fixed key.
const key = Buffer.alloc(32, 7).toString("base64url");
const select = () => ({ from: () => ({ where: async () => [{ secret: key }] }) });
const insert = () => ({ values: () => ({ onConflictDoNothing: async () => undefined }) });
const db = { select, insert } as unknown as Db;

describe("the unsubscribe link", () => {
  it("names its subscription when its signature is ours", async () => {
    const url = new URL(await unsubscribeUrl(db, "https://tools.example.com", 42));
    expect(url.pathname).toBe("/newsletter/unsubscribe");
    const link = { id: url.searchParams.get("id"), signature: url.searchParams.get("signature") };
    expect(await verifiedSubscriptionId(db, link)).toBe(42);
  });

  it("refuses any other id with that signature, and any change to the signature", async () => {
    const url = new URL(await unsubscribeUrl(db, "https://tools.example.com", 42));
    const signature = url.searchParams.get("signature") ?? "";
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2_147_483_647 }), async (id) => {
        fc.pre(id !== 42);
        expect(await verifiedSubscriptionId(db, { id: String(id), signature })).toBeNull();
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 42 }), fc.constantFrom(..."ABCabc019-_"), async (at, letter) => {
        const changed = `${signature.slice(0, at)}${letter}${signature.slice(at + 1)}`;
        fc.pre(changed !== signature);
        expect(await verifiedSubscriptionId(db, { id: "42", signature: changed })).toBeNull();
      }),
    );
    // The last character's two unused bits: every other letter there decodes to the same bytes for some, and none passes.
    for (const letter of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") {
      const changed = `${signature.slice(0, 42)}${letter}`;
      if (changed !== signature) expect(await verifiedSubscriptionId(db, { id: "42", signature: changed })).toBeNull();
    }
  });

  it("answers anything a request may carry with null, never an exception", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { id: fc.oneof(fc.string(), fc.anything()), signature: fc.oneof(fc.string(), fc.anything()) },
          { requiredKeys: [] },
        ),
        async (input) => {
          expect(await verifiedSubscriptionId(db, input as Record<string, unknown>)).toBeNull();
        },
      ),
    );
  });
});
