import { type MouseEvent, useRef } from "react";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { island } from "~/lib/island";
import { SearchForm } from "../search/search-form";
import { Logo } from "../ui/logo";
import { indicatorClass } from "./indicator-class";
import { HeaderIndicators } from "./indicators";

const MobileMenu = island(() => import("./mobile-menu").then((module) => module.MobileMenu));

const SEARCH_ID = "mobile-search";

/**
 * Header below 992 px: menu button, logo, search and counters. The search row is a native popover under the header,
 * so the search button opens it before the scripts run too; with them, the tap also puts the cursor in the field
 * (in the same tap, so a phone opens its keyboard and no keystroke is lost).
 */
export function MobileHeader() {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  const toggleSearch = (event: MouseEvent<HTMLButtonElement>) => {
    const panel = row.current;
    if (!panel || typeof panel.togglePopover !== "function") return;
    event.preventDefault();
    panel.togglePopover();
    if (panel.matches(":popover-open")) panel.querySelector<HTMLInputElement>("input[type=search]")?.focus();
  };
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white desk:hidden">
      <div className="container-store flex h-14 items-center gap-1 max-sm:gap-0.5">
        <MobileMenu />
        <Logo className="me-auto min-w-0 text-lg max-sm:text-base max-sm:gap-1.5 [&>span]:truncate [&>svg]:max-sm:size-8" />
        <button
          type="button"
          className={`${indicatorClass} shrink-0`}
          aria-label={t("search.toggle")}
          popoverTarget={SEARCH_ID}
          onClick={toggleSearch}
        >
          <Icon name="search" className="size-6" />
        </button>
        <HeaderIndicators />
      </div>
      <div
        ref={row}
        id={SEARCH_ID}
        popover="auto"
        className="inset-x-0 top-14 bottom-auto m-0 w-full max-w-none border-0 border-b border-gray-200 bg-white p-0 shadow-md"
      >
        <div className="container-store py-3">
          <SearchForm withCategory={false} />
        </div>
      </div>
    </header>
  );
}
