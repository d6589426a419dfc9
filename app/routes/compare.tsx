import { CompareTable } from "~/components/lists/compare-table";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { EmptyState } from "~/components/ui/empty-state";
import { FormAlert } from "~/components/ui/form-alert";
import { PageHeader } from "~/components/ui/page-header";
import { useTranslation } from "~/i18n/translation";
import { listAction, listProblem } from "~/lib/list-action.server";
import { requireUser } from "~server/accounts/sessions";
import { compareTable } from "~server/shopping/compare-table";
import type { Route } from "./+types/compare";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  const table = await compareTable(context.db, context.media, user.id, context.prefs.locale);
  return { table, problem: listProblem("compare", request) };
}

export function action(args: Route.ActionArgs) {
  return listAction("compare", args);
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { table, problem } = loaderData;
  const count = table.products.length;
  return (
    <div className="container-store py-6">
      <PageHeader title={t("compare.title")} trail={[{ label: t("nav.shop"), to: "/shop/catalog" }]} />
      <FormAlert id="compare-problem" message={problem?.key} values={problem ?? undefined} />
      {count === 0 ? (
        <EmptyState message={t("compare.empty")} action={{ to: "/shop/catalog", label: t("cart.continue") }} />
      ) : (
        <>
          <div className="mb-3 flex justify-end">
            <ConfirmForm
              fields={{ intent: "clear" }}
              label={t("compare.clear")}
              buttonClassName="btn btn-outline text-red-700"
              title={t("compare.clearTitle")}
              description={t("compare.clearQuestion", { count })}
              confirmLabel={t("compare.clear")}
            />
          </div>
          <CompareTable table={table} />
        </>
      )}
    </div>
  );
}
