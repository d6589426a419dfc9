import { AdminLayout } from "~/components/admin/admin-layout";
import { HomeSettingsForms } from "~/components/admin/content/home-settings-forms";
import { SlideList } from "~/components/admin/content/slide-list";
import { useTranslation } from "~/i18n/translation";
import { requireOperator } from "~server/accounts/sessions";
import { homeAction, homeScreen } from "~server/content/home-editing";
import { readForm } from "~server/http/form-data";
import type { Route } from "./+types/home";

// The home pages as the operator sets them: slides, featured tabs, shelves, the feature strip. Each change is audited.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  return homeScreen(context.db, context.media, context.prefs.locale, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  return homeAction(context.db, context.media, await readForm(request), operator);
}

export default function AdminHome({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminLayout title={t("admin.home.title")}>
      <div className="space-y-6">
        <p className="text-gray-700">{t("admin.home.intro")}</p>
        <SlideList slides={loaderData.slides} saved={loaderData.saved} />
        <HomeSettingsForms
          settings={loaderData.settings}
          categories={loaderData.categories}
          failure={actionData}
          saved={loaderData.saved}
        />
      </div>
    </AdminLayout>
  );
}
