import { setOperator } from "~server/accounts/operators";
import { createUserSession } from "~server/accounts/sessions";
import { registerSchema, registerUser } from "~server/accounts/users";
import type { Db } from "~server/db/handle";
import { cookieFrom } from "./route-call";

export type SignedIn = { id: string; email: string; cookie: string };

/** Registers an account and signs it in; the cookie is what its browser would send. */
export async function signedInUser(db: Db, email: string, password = "correct horse battery"): Promise<SignedIn> {
  const input = registerSchema.parse({ userName: email.split("@")[0], email, password, confirm: password });
  const result = await registerUser(db, input);
  if (!result.ok) throw new Error(`registering ${email} failed`);
  const setCookie = await createUserSession(db, new Request("http://localhost/"), result.user.id, false);
  return { id: result.user.id, email, cookie: cookieFrom(setCookie) };
}

/** Who a test of an order's afterlife needs: two sellers, the buyer, someone else, and an operator. */
export type Cast = { seller: SignedIn; otherSeller: SignedIn; buyer: SignedIn; stranger: SignedIn; operator: SignedIn };

/** Signs up the cast, each named `<prefix>seller@example.com` and so on, and makes the operator one. */
export async function signedInCast(db: Db, prefix = ""): Promise<Cast> {
  const cast = {
    seller: await signedInUser(db, `${prefix}seller@example.com`),
    otherSeller: await signedInUser(db, `${prefix}other-seller@example.com`),
    buyer: await signedInUser(db, `${prefix}buyer@example.com`),
    stranger: await signedInUser(db, `${prefix}stranger@example.com`),
    operator: await signedInUser(db, `${prefix}boss@example.com`),
  };
  await setOperator(db, cast.operator.email, true);
  return cast;
}
