import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { StartDrawer } from "../ui/start-drawer";

/** Where the sidebar stops being a drawer: the spec's mobile breakpoint is 991 px. */
const DESKTOP_QUERY = "(min-width: 992px)";

/**
 * The sidebar of small screens: a "Filters" button opening a drawer from the start side.
 * Radix locks the page's scroll and traps focus; Escape closes; growing past the breakpoint closes it too. Until the
 * scripts run, the button opens `standIn`: the wide screens' sidebar, which is also a popover (FiltersSidebar).
 */
export function SidebarDrawer({ standIn, children }: { standIn: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(DESKTOP_QUERY);
    const close = () => {
      if (wide.matches) setOpen(false);
    };
    close();
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, [open]);
  return (
    <StartDrawer
      open={open}
      onOpenChange={setOpen}
      trigger={{
        className: "btn btn-outline py-1.5 desk:hidden",
        content: (
          <>
            <Icon name="sliders-horizontal" className="size-4" />
            {t("catalog.filters")}
          </>
        ),
      }}
      title={t("catalog.filters")}
      description={t("catalog.filtersDescription")}
      closeLabel={t("catalog.closeFilters")}
      className="bg-gray-50"
      headerClassName="bg-white"
      standIn={standIn}
    >
      <div className="flex-1 overflow-y-auto p-4">{children}</div>
    </StartDrawer>
  );
}
