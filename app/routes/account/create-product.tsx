import { useTranslation } from "react-i18next";
import { AccountLayout } from "~/components/account/account-layout";
import { requireUser } from "~server/accounts/sessions";
import type { Route } from "./+types/create-product";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context.db, request);
  return null;
}

// Signed-in only; the form itself is built by its own issue (see the README's status list).
export default function CreateProduct() {
  const { t } = useTranslation();
  return (
    <AccountLayout title={t("accountNav.createProduct")}>
      <p className="card p-5 text-gray-600">{t("account.notYetAvailable")}</p>
    </AccountLayout>
  );
}
