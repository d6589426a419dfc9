import { AdminLayout } from "~/components/admin/admin-layout";
import { SettingsPage } from "~/components/admin/settings-page";
import { useTranslation } from "~/i18n/translation";
import { countryOptions } from "~server/accounts/countries";
import { requireOperator } from "~server/accounts/sessions";
import { readForm } from "~server/http/form-data";
import { settingsAction, settingsScreen } from "~server/settings/settings-screen";
import type { Route } from "./+types/settings";

// What the operator changes while the store runs: where buyers send their money, how long an unpaid order waits, the
// exchange rates, where the store ships at what rates, its legal identity and taxes. Each change is in the audit log.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const screen = await settingsScreen(context.db, new URL(request.url));
  return { ...screen, countries: countryOptions(context.prefs.locale).map(({ code, name }) => ({ code, name })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  return settingsAction(context.db, await readForm(request), operator);
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminLayout title={t("settings.title")}>
      <SettingsPage {...loaderData} answer={actionData} />
    </AdminLayout>
  );
}
