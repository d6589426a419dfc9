import { createContext, useContext } from "react";

/** The server's Content-Security-Policy nonce for this document; empty in the browser, where it is not needed. */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
