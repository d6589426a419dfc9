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
