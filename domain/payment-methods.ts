/** The ways to pay (specification 2.5), bank transfer the default; texts are `checkout.payment.{method}`. */
export const PAYMENT_METHODS = ["bank", "check", "cash", "paypal"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
