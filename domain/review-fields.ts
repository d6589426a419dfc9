import { FETCHER_FIELD } from "./fetcher-field";

/** The review form's hidden fields, shared by the form (browser) and its schema and action (server). */

/** The honeypot: hidden from people, so anything typed into it came from a bot. */
export const HONEYPOT_FIELD = "website";
/** Set by the form's script on a fetcher post, so the action answers with data instead of a redirect. */
export const REVIEW_FETCHER_FIELD = FETCHER_FIELD;
export const REVIEW_TEXT_MAX = 4000;
export const REVIEW_NAME_MAX = 60;
