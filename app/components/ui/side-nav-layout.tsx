import { NavLink } from "react-router";
import type { Crumb } from "./breadcrumb";
import { PageHeader } from "./page-header";

export type SideNavLink = { to: string; label: string; end?: boolean; reloadDocument?: boolean };

/** An area of pages (the account, the back office): its navigation at the start side, the screen beside it. */
export function SideNavLayout({
  title,
  trail,
  navLabel,
  links,
  children,
}: {
  title: string;
  trail: Crumb[];
  navLabel: string;
  links: SideNavLink[];
  children: React.ReactNode;
}) {
  return (
    <div className="container-store py-6">
      <PageHeader title={title} trail={trail} />
      <div className="flex flex-col gap-6 lg:flex-row">
        <nav aria-label={navLabel} className="card h-fit w-full shrink-0 p-2 lg:w-64">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  reloadDocument={link.reloadDocument}
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
        {children}
      </div>
    </div>
  );
}
