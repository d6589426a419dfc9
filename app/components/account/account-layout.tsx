import { NavLink } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { useAccountLinks } from "../layout/account-menu";
import { PageHeader } from "../ui/page-header";

/** The account area: its navigation at the start side, the screen beside it. */
export function AccountLayout({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const links = useAccountLinks();
  return (
    <div className="container-store py-6">
      <PageHeader title={title} trail={[{ label: t("accountNav.myAccount"), to: "/account/dashboard" }]} />
      <div className="flex flex-col gap-6 lg:flex-row">
        <nav aria-label={t("accountNav.pages")} className="card h-fit w-full shrink-0 p-2 lg:w-64">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  reloadDocument={link.reloadDocument}
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
