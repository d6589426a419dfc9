import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/empty-state";
import { PageHeader } from "~/components/ui/page-header";
import { requireUser } from "~server/accounts/sessions";
import type { Route } from "./+types/wishlist";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context.db, request);
  return null;
}

export default function Wishlist() {
  const { t } = useTranslation();
  return (
    <div className="container-store py-6">
      <PageHeader title={t("wishlist.title")} trail={[{ label: t("nav.shop"), to: "/shop/catalog" }]} />
      <EmptyState message={t("wishlist.empty")} action={{ to: "/shop/catalog", label: t("cart.continue") }} />
    </div>
  );
}
