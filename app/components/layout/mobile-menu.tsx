import { useState } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { useRootData } from "~/lib/root-data";
import { categoryPath } from "~domain/catalog-links";
import { LOCALE_LABELS, LOCALES } from "~domain/locales";
import { StartDrawer } from "../ui/start-drawer";
import { indicatorClass } from "./indicator-class";
import { usePreferenceChange } from "./use-preference-change";

/** The menu of small screens: a drawer from the start side; choosing a language or currency closes it. */
export function MobileMenu() {
  const { t } = useTranslation();
  const { categories, currencies, currencyCode, locale } = useRootData();
  const change = usePreferenceChange();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const close = () => setOpen(false);
  const links = [
    { to: "/", label: t("nav.home") },
    { to: "/shop/catalog", label: t("nav.shop") },
    { to: "/shop/wishlist", label: t("nav.wishlist") },
    { to: "/shop/track-order", label: t("nav.trackOrder") },
    { to: "/blog/category-classic", label: t("nav.blog") },
    { to: "/site/about-us", label: t("nav.aboutUs") },
    { to: "/site/contact-us", label: t("nav.contactUs") },
  ];
  return (
    <StartDrawer
      open={open}
      onOpenChange={setOpen}
      trigger={{
        className: indicatorClass,
        label: t("shell.openMenu"),
        content: <Icon name="menu" className="size-6" />,
      }}
      title={t("shell.menu")}
      description={t("shell.menuDescription")}
      closeLabel={t("shell.closeMenu")}
      className="overflow-y-auto bg-white"
    >
      {/* A plain form too: before the scripts run, a choice posts as the top bar's menus do. */}
      <form
        method="post"
        action="/preferences"
        className="space-y-2 border-b border-gray-200 p-4"
        aria-labelledby="mobile-language"
      >
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <h2 id="mobile-language" className="text-xs font-semibold uppercase text-gray-500">
          {t("shell.language")}
        </h2>
        <div className="flex flex-wrap gap-2">
          {LOCALES.map((code) => (
            <button
              key={code}
              type="submit"
              name="locale"
              value={code}
              lang={code}
              className="menu-choice"
              aria-pressed={code === locale}
              onClick={(event) => {
                event.preventDefault();
                void change({ locale: code });
                close();
              }}
            >
              {LOCALE_LABELS[code]}
            </button>
          ))}
        </div>
        <h2 className="pt-2 text-xs font-semibold uppercase text-gray-500">{t("shell.currency")}</h2>
        <div className="flex flex-wrap gap-2">
          {currencies.map((c) => (
            <button
              key={c.code}
              type="submit"
              name="currency"
              value={c.code}
              className="menu-choice"
              aria-pressed={c.code === currencyCode}
              onClick={(event) => {
                event.preventDefault();
                void change({ currency: c.code });
                close();
              }}
            >
              {c.symbol} {c.code}
            </button>
          ))}
        </div>
      </form>
      <nav aria-label={t("shell.mainNav")} className="flex flex-col p-2">
        {links.map((link) => (
          <Link key={link.to} to={link.to} onClick={close} className="menu-link">
            {link.label}
          </Link>
        ))}
        <MobileAccountLink onClick={close} />
      </nav>
      <nav aria-label={t("shell.shopByCategory")} className="border-t border-gray-200 p-2">
        <h2 className="px-3 py-2 text-xs font-semibold uppercase text-gray-500">{t("shell.shopByCategory")}</h2>
        {categories.map((node) => (
          <Link key={node.slug} to={categoryPath(node.slug)} onClick={close} className="menu-link">
            {node.name}
          </Link>
        ))}
      </nav>
    </StartDrawer>
  );
}

/** The menu's last link, the visitor's own (decision 076): signed in, the account; otherwise Login. */
export function MobileAccountLink({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  const { user } = useRootData();
  return user ? (
    <Link to="/account/dashboard" onClick={onClick} className="menu-link">
      {t("accountNav.myAccount")}
    </Link>
  ) : (
    <Link to="/account/login" onClick={onClick} className="menu-link">
      {t("nav.login")}
    </Link>
  );
}
