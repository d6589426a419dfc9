import * as Dialog from "@radix-ui/react-dialog";
import { SlidersHorizontal, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Where the sidebar stops being a drawer: the spec's mobile breakpoint is 991 px. */
const DESKTOP_QUERY = "(min-width: 992px)";

/**
 * The sidebar of small screens: a "Filters" button opening a drawer from the start side.
 * Radix locks the page's scroll and traps focus; Escape closes; growing past the breakpoint closes it too.
 */
export function SidebarDrawer({ children }: { children: React.ReactNode }) {
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
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="btn btn-outline py-1.5 desk:hidden">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {t("catalog.filters")}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-y-0 start-0 z-50 flex w-80 max-w-[85vw] flex-col bg-gray-50 shadow-2xl">
          <div className="flex items-center justify-between border-b border-gray-200 bg-white px-4 py-3">
            <Dialog.Title className="text-lg font-bold">{t("catalog.filters")}</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 hover:bg-black/5" aria-label={t("catalog.closeFilters")}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("catalog.filtersDescription")}</Dialog.Description>
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
