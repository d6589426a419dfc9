import { AccountLayout } from "~/components/account/account-layout";
import { CouponsPage } from "~/components/coupons/coupons-page";
import { useTranslation } from "~/i18n/translation";
import { requireUser } from "~server/accounts/sessions";
import { couponsAction, couponsScreen } from "~server/coupons/coupons-screen";
import { readForm } from "~server/http/form-data";
import type { Route } from "./+types/coupons";

// A seller's own coupons: they discount only that seller's products in a buyer's cart.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  return couponsScreen(context.db, { sellerId: user.id }, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context.db, request);
  return couponsAction(context.db, await readForm(request), { sellerId: user.id }, "/account/coupons");
}

export default function AccountCoupons({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AccountLayout title={t("coupons.title")}>
      <CouponsPage store={false} failure={actionData} {...loaderData} />
    </AccountLayout>
  );
}
