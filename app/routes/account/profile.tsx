import { useTranslation } from "react-i18next";
import { AccountLayout } from "~/components/account/account-layout";
import { requireUser } from "~server/accounts/sessions";
import type { Route } from "./+types/profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireUser(context.db, request) };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = loaderData;
  return (
    <AccountLayout title={t("accountNav.profile")}>
      <dl className="card grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 p-5">
        <dt className="text-gray-500">{t("profile.displayName")}</dt>
        <dd className="font-semibold">{user.displayName}</dd>
        <dt className="text-gray-500">{t("profile.email")}</dt>
        <dd>{user.email}</dd>
      </dl>
    </AccountLayout>
  );
}
