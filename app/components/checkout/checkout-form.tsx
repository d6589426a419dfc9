import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FieldError } from "~/components/ui/field-parts";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { useFormOutcome } from "~/lib/use-form-outcome";
import type { CouponRefusal } from "~domain/coupon-discount";
import { type FormFailure, type FormValues, textOf } from "~domain/form";
import type { CountryOption } from "~server/accounts/countries";
import type { SavedAddress } from "~server/orders/checkout-values";
import type { PricedCart } from "~server/shopping/priced-cart";
import type { EstimatedDelivery } from "~server/shopping/ship-destination";
import { CouponRefusalText } from "../cart/coupon-refusal-text";
import { AddressFields } from "./address-fields";
import { OrderSummary } from "./order-summary";
import { PaymentMethods, type PaymentOptions } from "./payment-methods";
import { SaveAddressBox, SavedAddresses } from "./saved-addresses";
import { checkoutHref, type Part, useCheckoutAddresses } from "./use-checkout-addresses";
import { useShipDestination } from "./use-ship-destination";
import { useReverseCharge, VatNumberField } from "./vat-number-field";

/** What the action answers when the order was not placed: the messages, and everything typed. */
export type CheckoutFailure = FormFailure & {
  /** The products no longer in stock, for that message. */
  names?: string[];
  /** The cart's coupon that could not be used, and why (it is off the cart now). */
  coupon?: { code: string; refusal: CouponRefusal };
};

type Props = {
  cart: PricedCart;
  signedIn: boolean;
  prefill: FormValues;
  /** The signed-in buyer's address book (none for a guest). */
  savedAddresses: SavedAddress[];
  /** The saved addresses the details were filled in from. */
  chosenAddresses: Record<Part, number | null>;
  idempotencyKey: string;
  payment: PaymentOptions;
  /** Every country, for the billing address (which may be anywhere). */
  countries: CountryOption[];
  /** The countries the store ships to; null: everywhere. */
  shipsTo: string[] | null;
  failure: CheckoutFailure | undefined;
  /** When the parcels should arrive where they go (the server's words). */
  delivery: EstimatedDelivery;
  /** Where the store is registered: a business buyer from another EU state buys by reverse charge (decision 060). */
  homeCountry: string;
};

const section = "card space-y-4 p-5";

/** A checkbox whose ticking shows more fields (by CSS from the box, so it works before scripts load). */
function RevealingCheckbox({
  name,
  label,
  checked,
  labelClassName,
  onChange,
  children,
}: {
  name: string;
  label: string;
  checked: boolean;
  labelClassName: string;
  onChange?: (checked: boolean) => void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <input
        type="checkbox"
        id={id}
        name={name}
        defaultChecked={checked}
        onChange={onChange ? (event) => onChange(event.currentTarget.checked) : undefined}
        className="peer size-4 accent-brand-600"
      />
      <label htmlFor={id} className={`ms-2 ${labelClassName}`}>
        {label}
      </label>
      <div className="mt-4 hidden peer-checked:block">{children}</div>
    </div>
  );
}

/**
 * The checkout: billing details (with "Create an account?" for guests and "Ship to a different
 * address?"), order notes, then the order, the payment method, the terms and Place Order. The optional
 * parts open from their boxes. A signed-in buyer may fill either address from their address book, and have the
 * address the parcel goes to saved to it. The order's summary is priced for the country the parcel goes to.
 */
export function CheckoutForm({
  cart,
  signedIn,
  prefill,
  savedAddresses,
  chosenAddresses,
  idempotencyKey,
  payment,
  countries,
  shipsTo,
  failure,
  delivery,
  homeCountry,
}: Props) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const formRef = useFormOutcome(failure);
  const values = failure?.values ?? prefill;
  const errors = failure?.errors ?? {};
  const placing = navigation.state !== "idle" && navigation.formAction === "/shop/checkout";

  const addresses = useCheckoutAddresses({ formRef, values, savedAddresses, chosenAddresses, countries, shipsTo });
  const { chosen, choices } = addresses;
  const { repricing } = useShipDestination(
    { country: addresses.destination, state: addresses.destinationState },
    cart.destination,
    addresses.shipped,
  );
  const vat = useReverseCharge(textOf(values.vatNumber), homeCountry, addresses.destination);
  const addressBook = (part: Part) =>
    savedAddresses.length > 0 ? (
      <SavedAddresses
        part={part}
        addresses={savedAddresses}
        chosen={chosen[part]}
        countries={countries}
        href={(id) => checkoutHref({ ...chosen, [part]: id })}
        onChoose={addresses.fillFrom(part)}
      />
    ) : null;
  const addressFields = (part: Part) => (
    <AddressFields
      part={part}
      values={values}
      errors={errors}
      countries={countries}
      choice={choices[part]}
      country={addresses.country[part]}
      onCountryChange={addresses.setCountryOf(part)}
      onStateChange={addresses.setStateOf(part)}
      beside={
        part === "billing" ? (
          <VatNumberField defaultValue={textOf(values.vatNumber)} error={errors.vatNumber} onType={vat.setTyped} />
        ) : undefined
      }
    />
  );
  // Ticked unless the buyer unticked it before the form came back.
  const saveTicked = failure ? values.saveAddress === "on" : true;
  return (
    <>
      {!signedIn ? (
        <p className="mb-4 rounded-md border border-gray-200 bg-white p-3 text-sm">
          {t("checkout.returning")}{" "}
          <Link
            to="/account/login?redirectTo=%2Fshop%2Fcheckout"
            className="font-semibold text-brand-700 underline hover:text-ink-900"
          >
            {t("checkout.clickToLogin")}
          </Link>
        </p>
      ) : null}
      <Form
        method="post"
        action="/shop/checkout"
        noValidate
        ref={formRef}
        onChange={addresses.recheckSaved}
        className="grid gap-6 lg:grid-cols-[1fr_24rem]"
      >
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {/* The total the summary shows: the order is not placed for another (a country's shipping, a price). */}
        <input type="hidden" name="quotedTotal" value={cart.cost.total} />
        <div className="min-w-0 space-y-6">
          <section className={section} aria-labelledby="checkout-billing">
            <h2 id="checkout-billing" className="text-xl font-bold">
              {t("checkout.billingDetails")}
            </h2>
            {addressBook("billing")}
            <p role="status" className="sr-only">
              {addresses.filledWith}
            </p>
            {addressFields("billing")}
            {!signedIn ? (
              <RevealingCheckbox
                name="createAccount"
                label={t("checkout.createAccount")}
                checked={values.createAccount === "on"}
                labelClassName="font-semibold"
              >
                <TextField
                  name="accountPassword"
                  type="password"
                  autoComplete="new-password"
                  label={t("checkout.accountPassword")}
                  hint={t("checkout.accountPasswordHint")}
                  error={errors.accountPassword}
                />
                <div className="mt-4">
                  <SaveAddressBox checked={saveTicked} alreadySaved={false} />
                </div>
              </RevealingCheckbox>
            ) : null}
          </section>

          <section className={section} aria-labelledby="checkout-shipping">
            <h2 id="checkout-shipping" className="sr-only">
              {t("checkout.shippingAddress")}
            </h2>
            <RevealingCheckbox
              name="shipToDifferent"
              label={t("checkout.shipToDifferent")}
              checked={values.shipToDifferent === "on"}
              labelClassName="text-lg font-bold"
              onChange={addresses.setShipElsewhere}
            >
              <div className="space-y-4">
                {addressBook("shipping")}
                {addressFields("shipping")}
              </div>
            </RevealingCheckbox>
            {signedIn ? <SaveAddressBox checked={saveTicked} alreadySaved={addresses.alreadySaved} /> : null}
            <div>
              <label htmlFor="order-notes" className="mb-1 block text-sm font-medium">
                {t("checkout.notes")}
              </label>
              <textarea
                id="order-notes"
                name="notes"
                rows={4}
                maxLength={1000}
                defaultValue={values.notes ?? ""}
                placeholder={t("checkout.notesPlaceholder")}
                className="input"
                aria-invalid={errors.notes ? true : undefined}
                aria-describedby={errors.notes ? "order-notes-error" : undefined}
              />
              <FieldError id="order-notes-error" error={errors.notes} />
            </div>
          </section>
        </div>

        <aside className={`${section} h-fit lg:sticky lg:top-4`} aria-labelledby="checkout-order">
          <h2 id="checkout-order" className="text-xl font-bold">
            {t("checkout.yourOrder")}
          </h2>
          <OrderSummary cart={cart} delivery={delivery} reverseCharge={vat.reverseCharge} />
          <p role="status" className="text-sm text-gray-600">
            {repricing ? t("checkout.repricing") : ""}
          </p>
          <PaymentMethods options={payment} value={textOf(values.paymentMethod)} error={errors.paymentMethod} />
          <div>
            <input
              type="checkbox"
              id="accept-terms"
              name="terms"
              defaultChecked={values.terms === "on"}
              className="size-4 accent-brand-600"
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? "accept-terms-error" : undefined}
            />
            <label htmlFor="accept-terms" className="ms-2 text-sm">
              {t("checkout.termsBefore")}{" "}
              <Link to="/site/terms" target="_blank" className="text-brand-700 underline hover:text-ink-900">
                {t("checkout.termsLink")}
              </Link>
            </label>
            <FieldError id="accept-terms-error" error={errors.terms} />
          </div>
          {failure?.formError ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {t(failure.formError, { names: failure.names?.join(", ") ?? "", code: failure.coupon?.code ?? "" })}
              {failure.coupon ? (
                <>
                  {" "}
                  <CouponRefusalText refusal={failure.coupon.refusal} currency={cart.currency} />{" "}
                  {t("checkout.errors.couponAfter")}
                </>
              ) : null}
            </p>
          ) : null}
          <button
            type="submit"
            className="btn btn-primary w-full text-base"
            disabled={placing || repricing}
            aria-busy={placing || repricing}
          >
            {t("checkout.placeOrder")}
          </button>
        </aside>
      </Form>
    </>
  );
}
