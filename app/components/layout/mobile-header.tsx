import { useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { island } from "~/lib/island";
import { SearchForm } from "../search/search-form";
import { Logo } from "../ui/logo";
import { HeaderIndicators } from "./indicators";

const MobileMenu = island(() => import("./mobile-menu").then((module) => module.MobileMenu));

/** Header below 992 px: menu button, logo, search and counters. */
export function MobileHeader() {
  const { t } = useTranslation();
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white desk:hidden">
      <div className="container-store flex h-14 items-center gap-1">
        <MobileMenu />
        <Logo className="me-auto text-lg" />
        <button
          type="button"
          className="rounded-md p-2 hover:bg-black/5"
          aria-label={t("search.toggle")}
          aria-expanded={searchOpen}
          aria-controls="mobile-search"
          onClick={() => setSearchOpen((open) => !open)}
        >
          <Icon name="search" className="size-6" />
        </button>
        <HeaderIndicators />
      </div>
      <div id="mobile-search" className={`container-store pb-3 ${searchOpen ? "" : "hidden"}`}>
        <SearchForm />
      </div>
    </header>
  );
}
