import { NavLink } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { PageHeader } from "../ui/page-header";

/** The back office's sections, in the order an operator works through them. */
function useAdminLinks() {
  const { t } = useTranslation();
  return [
    { to: "/admin", label: t("admin.nav.overview"), end: true },
    { to: "/admin/orders", label: t("admin.nav.orders") },
    { to: "/admin/reviews", label: t("admin.nav.reviews") },
    { to: "/admin/messages", label: t("admin.nav.messages") },
    { to: "/admin/newsletter", label: t("admin.nav.newsletter") },
    { to: "/admin/users", label: t("admin.nav.users") },
    { to: "/admin/audit", label: t("admin.nav.audit") },
  ];
}

/** The operator's back office: its sections at the start side, the screen beside it (as the account area). */
export function AdminLayout({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const links = useAdminLinks();
  return (
    <div className="container-store py-6">
      <PageHeader title={title} trail={title === t("admin.title") ? [] : [{ label: t("admin.title"), to: "/admin" }]} />
      <div className="flex flex-col gap-6 lg:flex-row">
        <nav aria-label={t("admin.nav.label")} className="card h-fit w-full shrink-0 p-2 lg:w-64">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    `block rounded px-3 py-2 text-sm ${isActive ? "bg-brand-50 font-semibold" : "hover:bg-gray-100"}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1 space-y-4">{children}</div>
      </div>
    </div>
  );
}
