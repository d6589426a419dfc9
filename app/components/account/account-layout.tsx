import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { PageHeader } from "../ui/page-header";

/** The account area: its navigation at the start side, the screen beside it. */
export function AccountLayout({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const links = [
    { to: "/account/dashboard", label: t("accountNav.dashboard") },
    { to: "/account/profile", label: t("accountNav.profile") },
    { to: "/account/orders", label: t("accountNav.orders") },
    { to: "/account/addresses", label: t("accountNav.addresses") },
    { to: "/account/password", label: t("accountNav.password") },
    { to: "/account/createProduct", label: t("accountNav.createProduct") },
    { to: "/account/myProducts", label: t("accountNav.myProducts") },
    { to: "/account/logout", label: t("accountNav.logout") },
  ];
  return (
    <div className="container-store py-6">
      <PageHeader title={title} trail={[{ label: t("accountNav.myAccount"), to: "/account/dashboard" }]} />
      <div className="flex flex-col gap-6 lg:flex-row">
        <nav aria-label={t("accountNav.myAccount")} className="card h-fit w-full shrink-0 p-2 lg:w-64">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
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
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </div>
  );
}
