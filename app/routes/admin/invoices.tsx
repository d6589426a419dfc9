import { AdminLayout } from "~/components/admin/admin-layout";
import { useTranslation } from "~/i18n/translation";
import { requireOperator } from "~server/accounts/sessions";
import { systemClock } from "~server/http/rate-limit";
import type { Route } from "./+types/invoices";

// The accountant's documents: a month picked, its invoices and credit notes as one ZIP (invoices.zip).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const now = (context.now ?? systemClock)();
  return { month: now.toISOString().slice(0, 7) };
}

export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminLayout title={t("invoice.admin.title")}>
      <p className="mb-4 max-w-prose text-sm">{t("invoice.admin.intro")}</p>
      <form method="get" action="/admin/invoices.zip" className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="invoice-month" className="text-sm font-medium">
            {t("invoice.admin.month")}
          </label>
          <input
            id="invoice-month"
            name="month"
            type="month"
            required
            defaultValue={loaderData.month}
            className="rounded border px-2 py-1"
          />
        </div>
        <button type="submit" className="rounded bg-neutral-900 px-3 py-1.5 text-white">
          {t("invoice.admin.download")}
        </button>
      </form>
    </AdminLayout>
  );
}
