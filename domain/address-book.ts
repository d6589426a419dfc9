/** Enough for home, work and a few relatives; it bounds what one account can store. */
export const MAX_ADDRESSES = 20;
