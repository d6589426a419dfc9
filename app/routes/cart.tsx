import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/empty-state";
import { PageHeader } from "~/components/ui/page-header";

// Guests have a cart too (tied to their session); its lines are filled by the cart capability.
export default function Cart() {
  const { t } = useTranslation();
  return (
    <div className="container-store py-6">
      <PageHeader title={t("cart.title")} trail={[{ label: t("nav.shop"), to: "/shop/catalog" }]} />
      <EmptyState message={t("cart.empty")} action={{ to: "/shop/catalog", label: t("cart.continue") }} />
    </div>
  );
}
