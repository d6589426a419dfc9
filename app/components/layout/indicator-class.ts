/** A header's round icon link or button (wish list, compare, messages, account, cart): a little tighter on a phone. */
export const indicatorClass =
  "relative inline-flex items-center justify-center rounded-md p-2 max-sm:p-1.5 hover:bg-black/5";
