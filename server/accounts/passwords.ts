import { type Algorithm, hash, verify } from "@node-rs/argon2";

// OWASP Password Storage Cheat Sheet, argon2id: 19 MiB of memory, 2 passes, 1 lane.
const OPTIONS = {
  // The package's `Algorithm` is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** An argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`), salted; never the password itself. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a stored value that is not a valid hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
