import type { BankDetails, ChequeDetails } from "~domain/pay-to";
import type { Tx } from "../db/handle";
import { writeSetting } from "../settings/store-settings";

// The demo store takes bank transfers and cheques so that its checkout shows every way to pay. The details are the
// published example IBAN and a made-up BIC: an operator replaces them in /admin/settings before taking real money.
export const DEMO_BANK_DETAILS: BankDetails = {
  holder: "Tool Store Demo Ltd",
  account: "DE89370400440532013000",
  bic: "EXMPDEFFXXX",
  bankName: "Example Bank",
};

export const DEMO_CHEQUE_DETAILS: ChequeDetails = {
  payee: "Tool Store Demo Ltd",
  address: "715 Fake Street, New York 10021, USA",
};

export async function insertDemoSettings(tx: Tx): Promise<void> {
  await writeSetting(tx, "bank", DEMO_BANK_DETAILS);
  await writeSetting(tx, "cheque", DEMO_CHEQUE_DETAILS);
}
