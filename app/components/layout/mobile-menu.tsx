import { useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { useRootData } from "~/lib/root-data";
import { categoryPath } from "~domain/catalog-links";
import { LOCALE_LABELS, LOCALES } from "~domain/locales";
import { StartDrawer } from "../ui/start-drawer";
import { usePreferenceChange } from "./use-preference-change";

const choice =
  "rounded-md border px-3 py-1.5 text-sm aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:font-semibold";

/** The menu of small screens: a drawer from the start side; choosing a language or currency closes it. */
export function MobileMenu() {
  const { t } = useTranslation();
  const { categories, currencies, currencyCode, locale, user } = useRootData();
  const change = usePreferenceChange();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const links = [
    { to: "/", label: t("nav.home") },
    { to: "/shop/catalog", label: t("nav.shop") },
    { to: "/shop/wishlist", label: t("nav.wishlist") },
    { to: "/shop/track-order", label: t("nav.trackOrder") },
    { to: "/blog/category-classic", label: t("nav.blog") },
    { to: "/site/about-us", label: t("nav.aboutUs") },
    { to: "/site/contact-us", label: t("nav.contactUs") },
    // Signed in: the account instead of Login.
    user
      ? { to: "/account/dashboard", label: t("accountNav.myAccount") }
      : { to: "/account/login", label: t("nav.login") },
  ];
  return (
    <StartDrawer
      open={open}
      onOpenChange={setOpen}
      trigger={{
        className: "rounded-md p-2 hover:bg-black/5",
        label: t("shell.openMenu"),
        content: <Icon name="menu" className="size-6" />,
      }}
      title={t("shell.menu")}
      description={t("shell.menuDescription")}
      closeLabel={t("shell.closeMenu")}
      className="overflow-y-auto bg-white"
    >
      <section className="space-y-2 border-b border-gray-200 p-4" aria-labelledby="mobile-language">
        <h2 id="mobile-language" className="text-xs font-semibold uppercase text-gray-500">
          {t("shell.language")}
        </h2>
        <div className="flex flex-wrap gap-2">
          {LOCALES.map((code) => (
            <button
              key={code}
              type="button"
              lang={code}
              className={choice}
              aria-pressed={code === locale}
              onClick={() => {
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
              type="button"
              className={choice}
              aria-pressed={c.code === currencyCode}
              onClick={() => {
                void change({ currency: c.code });
                close();
              }}
            >
              {c.symbol} {c.code}
            </button>
          ))}
        </div>
      </section>
      <nav aria-label={t("shell.mainNav")} className="flex flex-col p-2">
        {links.map((link) => (
          <Link key={link.to} to={link.to} onClick={close} className="rounded px-3 py-2.5 hover:bg-gray-100">
            {link.label}
          </Link>
        ))}
      </nav>
      <nav aria-label={t("shell.shopByCategory")} className="border-t border-gray-200 p-2">
        <h2 className="px-3 py-2 text-xs font-semibold uppercase text-gray-500">{t("shell.shopByCategory")}</h2>
        {categories.map((node) => (
          <Link
            key={node.slug}
            to={categoryPath(node.slug)}
            onClick={close}
            className="block rounded px-3 py-2.5 hover:bg-gray-100"
          >
            {node.name}
          </Link>
        ))}
      </nav>
    </StartDrawer>
  );
}
