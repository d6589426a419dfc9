import { NavLink } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { island } from "~/lib/island";
import { SearchForm } from "../search/search-form";
import { Logo } from "../ui/logo";
import { HeaderIndicators } from "./indicators";
import { PhoneLabel } from "./phone-label";
import { TopBar } from "./top-bar";

const DepartmentsMenu = island(() => import("./departments-menu").then((module) => module.DepartmentsMenu));

function MainNav() {
  const { t } = useTranslation();
  const links = [
    { to: "/", label: t("nav.home"), end: true },
    { to: "/shop/catalog", label: t("nav.shop"), end: false },
    { to: "/blog/category-classic", label: t("nav.blog"), end: false },
    { to: "/site/about-us", label: t("nav.pages"), end: false },
    { to: "/site/contact-us", label: t("nav.contactUs"), end: false },
  ];
  return (
    <nav aria-label={t("shell.mainNav")} className="flex flex-1 items-center gap-1 px-4">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end}
          className={({ isActive }) =>
            `rounded px-3 py-2 text-[15px] font-semibold hover:bg-black/5 ${isActive ? "underline decoration-2 underline-offset-4" : ""}`
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** Desktop header (≥ 992 px): the default one with a search row, or the compact one of /home-two. */
export function DesktopHeader({ compact }: { compact: boolean }) {
  const indicators = <HeaderIndicators withAccount />;
  if (compact) {
    return (
      <header className="hidden desk:block">
        <TopBar />
        <div className="border-b border-gray-200 bg-white">
          <div className="container-store flex h-16 items-center gap-6">
            <Logo />
            <DepartmentsMenu />
            <SearchForm className="flex-1" />
            {indicators}
          </div>
        </div>
      </header>
    );
  }
  return (
    <header className="hidden desk:block">
      <TopBar />
      <div className="bg-white">
        <div className="container-store flex h-24 items-center gap-8">
          <Logo />
          <SearchForm className="mx-auto max-w-2xl flex-1" />
          <PhoneLabel />
        </div>
      </div>
      <div className="border-y border-gray-200 bg-brand-500">
        <div className="container-store flex items-center">
          <DepartmentsMenu />
          <MainNav />
          {indicators}
        </div>
      </div>
    </header>
  );
}
