/** The PayPal app the tests' store is configured with, as the stand-in (paypal-server.ts) knows it. */
export const PAYPAL_TEST_CLIENT = { id: "test-client-id", secret: "test-client-secret", webhookId: "WH-TEST-1" };
