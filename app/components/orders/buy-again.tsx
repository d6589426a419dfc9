import { Form, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { busyButtonProps } from "~/lib/busy-button";

/**
 * Buy again, on the buyer's order page: a plain post to the order's buy-again address, which goes on to the cart
 * (before the scripts and after them alike), where the page says what changed since the order.
 */
export function BuyAgain({ number }: { number: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const action = `/account/orders/${encodeURIComponent(number)}/buy-again`;
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <Form method="post" action={action} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="again" />
      <button type="submit" className="btn btn-primary" aria-describedby="buy-again-hint" {...busyButtonProps(busy)}>
        {t("orders.buyAgain")}
      </button>
      <p id="buy-again-hint" className="text-sm text-gray-600">
        {t("orders.buyAgainHint")}
      </p>
    </Form>
  );
}
