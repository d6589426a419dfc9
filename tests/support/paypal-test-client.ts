/** The PayPal app the tests' store is configured with, as the stand-in (paypal-server.ts) knows it. */
export const PAYPAL_TEST_CLIENT = { id: "test-client-id", secret: "test-client-secret", webhookId: "WH-TEST-1" };

/** The store's PayPal account, pointed at a stand-in listening at `url`. */
export function standInAccount(url: string) {
  return {
    clientId: PAYPAL_TEST_CLIENT.id,
    clientSecret: PAYPAL_TEST_CLIENT.secret,
    apiUrl: url,
    approvalOrigin: url,
    webhookId: PAYPAL_TEST_CLIENT.webhookId,
  };
}
