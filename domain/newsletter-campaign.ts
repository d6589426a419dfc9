/** The longest a campaign's subject and Markdown body may be, in each language (decision 057). */
export const CAMPAIGN_SUBJECT_MAX = 200;
export const CAMPAIGN_BODY_MAX = 20_000;
