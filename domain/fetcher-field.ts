/**
 * Added to a form by its script (only once hydrated), so that an action answers a fetcher with data and a
 * plain browser post, without JavaScript, with a redirect back to the page.
 */
export const FETCHER_FIELD = "_fetcher";
