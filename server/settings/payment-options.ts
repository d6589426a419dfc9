import { offeredPaymentMethods } from "~domain/store-settings";
import type { Db } from "../db/client";
import { readStoreSettings } from "./store-settings";

/** The ways to pay the checkout offers now, with where a transfer or a cheque goes and how long an order waits. */
export async function paymentOptions(db: Db, paypal: boolean) {
  const settings = await readStoreSettings(db);
  return {
    offered: offeredPaymentMethods(settings, paypal),
    bank: settings.bank,
    cheque: settings.cheque,
    unpaidDays: settings.unpaidDays,
  };
}
