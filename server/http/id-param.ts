import { data } from "react-router";

/** A row's id from the address (a return's, a claim's): anything but a positive whole number is the not-found page. */
export function idParamOf(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1 || String(id) !== param) throw data(null, { status: 404 });
  return id;
}
