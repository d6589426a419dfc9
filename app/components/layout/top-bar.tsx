import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { island } from "~/lib/island";

const AccountMenu = island(() => import("./account-menu").then((module) => module.AccountMenu));
const CurrencyMenu = island(() => import("./preference-menus").then((module) => module.CurrencyMenu));
const LanguageMenu = island(() => import("./preference-menus").then((module) => module.LanguageMenu));

export function TopBar() {
  const { t } = useTranslation();
  const links = [
    { to: "/site/about-us", label: t("nav.aboutUs") },
    { to: "/site/contact-us", label: t("nav.contacts") },
    { to: "/site/contact-us#location", label: t("nav.storeLocation") },
    { to: "/shop/track-order", label: t("nav.trackOrder") },
    { to: "/blog/category-classic", label: t("nav.blog") },
  ];
  return (
    <div className="bg-ink-900 text-[13px] text-gray-300">
      <div className="container-store flex h-9 items-center gap-1">
        <nav aria-label={t("shell.topLinks")} className="flex flex-1 items-center gap-4">
          {links.map((link) => (
            <Link key={link.to} to={link.to} className="hover:text-white">
              {link.label}
            </Link>
          ))}
        </nav>
        <AccountMenu />
        <CurrencyMenu />
        <LanguageMenu />
      </div>
    </div>
  );
}
