import { useTranslation } from "~/i18n/translation";
import { SideNavLayout } from "../ui/side-nav-layout";

/** The back office's sections, in the order an operator works through them. */
function useAdminLinks() {
  const { t } = useTranslation();
  return [
    { to: "/admin", label: t("admin.nav.overview"), end: true },
    { to: "/admin/orders", label: t("admin.nav.orders") },
    { to: "/admin/listings", label: t("admin.nav.listings") },
    { to: "/admin/products", label: t("admin.nav.products") },
    { to: "/admin/reviews", label: t("admin.nav.reviews") },
    { to: "/admin/returns", label: t("admin.nav.returns") },
    { to: "/admin/claims", label: t("admin.nav.claims") },
    { to: "/admin/messages", label: t("admin.nav.messages") },
    { to: "/admin/conversations", label: t("admin.nav.conversations") },
    { to: "/admin/newsletter", label: t("admin.nav.newsletter"), end: true },
    { to: "/admin/newsletter/campaigns", label: t("admin.nav.campaigns") },
    { to: "/admin/users", label: t("admin.nav.users") },
    { to: "/admin/coupons", label: t("admin.nav.coupons") },
    { to: "/admin/payouts", label: t("admin.nav.payouts") },
    { to: "/admin/invoices", label: t("invoice.admin.nav") },
    { to: "/admin/outbox", label: t("admin.nav.outbox") },
    { to: "/admin/settings", label: t("admin.nav.settings") },
    { to: "/admin/my-mail", label: t("admin.nav.myMail") },
    { to: "/admin/audit", label: t("admin.nav.audit") },
    { to: "/admin/blog", label: t("blogAdmin.nav") },
    { to: "/admin/categories", label: t("taxonomy.nav.categories") },
    { to: "/admin/brands", label: t("taxonomy.nav.brands") },
    { to: "/admin/home", label: t("admin.nav.home") },
    { to: "/admin/pages", label: t("admin.nav.pages") },
  ];
}

/** The operator's back office: its sections at the start side, the screen beside it (as the account area). */
export function AdminLayout({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <SideNavLayout
      title={title}
      trail={title === t("admin.title") ? [] : [{ label: t("admin.title"), to: "/admin" }]}
      navLabel={t("admin.nav.label")}
      links={useAdminLinks()}
    >
      <div className="min-w-0 flex-1 space-y-4">{children}</div>
    </SideNavLayout>
  );
}
