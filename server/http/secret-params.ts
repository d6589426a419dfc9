// Parameters of an address that carry a secret or someone's data: kept out of logs and caches (decision 063).

/**
 * Query parameters that carry a secret or someone's data (a token, a signature, an email, an order): their values are
 * never logged, and a page asked with one is never kept.
 */
export const SECRET_PARAM = /token|password|secret|signature|key|email|order/i;

/** Whether an address's query names a parameter that carries a secret (`SECRET_PARAM`), with or without a value. */
export function hasSecretParam(query: URLSearchParams): boolean {
  for (const name of query.keys()) if (SECRET_PARAM.test(name)) return true;
  return false;
}
