import type { HeadersArgs } from "react-router";

/**
 * A route's `headers`: the Retry-After of an action's 429 reaches the page's answer (without a `headers` export,
 * React Router passes only cookies from an action to the page).
 */
export function retryAfterHeaders({ actionHeaders, parentHeaders }: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
