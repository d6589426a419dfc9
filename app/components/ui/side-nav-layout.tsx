import { NavLink, useLocation } from "react-router";
import type { Crumb } from "./breadcrumb";
import { Icon } from "./icon";
import { PageHeader } from "./page-header";

export type SideNavLink = { to: string; label: string; end?: boolean; reloadDocument?: boolean };

/** The link whose page (or a page under it) is shown: the longest match, as NavLink marks it. */
function currentLink(links: SideNavLink[], pathname: string) {
  const path = pathname.replace(/\/+$/, "") || "/";
  const matches = links.filter((link) => path === link.to || (!link.end && path.startsWith(`${link.to}/`)));
  return matches.sort((a, b) => b.to.length - a.to.length)[0];
}

function NavLinks({ links }: { links: SideNavLink[] }) {
  return (
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
  );
}

/**
 * An area of pages (the account, the back office): its navigation at the start side, the screen beside it. On a
 * phone the navigation folds into one disclosure naming the current page (a native `details`, so it opens with the
 * keyboard and without scripts) and the screen starts right under it.
 */
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
  const current = currentLink(links, useLocation().pathname);
  return (
    <div className="container-store py-6">
      <PageHeader title={title} trail={trail} />
      <div className="flex flex-col gap-6 lg:flex-row">
        <details className="group card lg:hidden">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-2.5 [&::-webkit-details-marker]:hidden">
            <span className="min-w-0">
              <span className="block text-xs text-gray-600">{navLabel}</span>
              <span className="block truncate text-sm font-semibold">{current?.label ?? navLabel}</span>
            </span>
            <Icon name="chevron-down" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <nav aria-label={navLabel} className="border-t border-gray-100 p-2">
            <NavLinks links={links} />
          </nav>
        </details>
        <nav aria-label={navLabel} className="card hidden h-fit w-64 shrink-0 p-2 lg:block">
          <NavLinks links={links} />
        </nav>
        {children}
      </div>
    </div>
  );
}
