import { useEffect, useId, useRef } from "react";
import { Icon } from "~/components/ui/icon";
import { type DialogModule, dialogCode } from "~/lib/radix-on-intent";
import { useBeforeScripts } from "~/lib/use-before-scripts";

/**
 * A panel that slides in from the start side on small screens (the menu, the catalogue's filters), with
 * its opening button. Radix traps focus and locks the page's scroll; Escape and the close button close it. Until
 * the scripts run, the same panel is a native popover, which opens and closes without them: its own, or `standIn`, a
 * popover the page already shows elsewhere (the catalogue's sidebar), so its content is not in the page twice.
 */
export function StartDrawer({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  closeLabel,
  className,
  headerClassName = "",
  standIn,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The opening button: its look, its name when it shows only an icon, and its content. */
  trigger: { className: string; label?: string; content: React.ReactNode };
  title: string;
  /** Read by screen readers when the drawer opens. */
  description: string;
  closeLabel: string;
  /** The panel's own look (background, scrolling). */
  className: string;
  headerClassName?: string;
  /** The id of a `[popover]` elsewhere on the page that stands in for the drawer until the scripts run. */
  standIn?: string;
  /** Rendered by Radix only while the drawer is open. */
  children: React.ReactNode;
}) {
  const ownId = useId();
  const id = standIn ?? ownId;
  const {
    ref: fallback,
    trigger: triggerRef,
    scripted: Dialog,
    wasOpen,
    intent,
  } = useBeforeScripts<HTMLDivElement, DialogModule>(dialogCode, standIn);
  const openChange = useRef(onOpenChange);
  openChange.current = onOpenChange;
  // Opened before the scripts ran: it stays open, now as Radix's dialog (a stand-in elsewhere closes).
  useEffect(() => {
    if (!wasOpen) return;
    if (standIn) document.getElementById(standIn)?.hidePopover();
    openChange.current(true);
  }, [wasOpen, standIn]);
  // Before the scripts, and until the dialog's code comes on intent (decision 072): a button opening the browser's
  // own popover (no script needed). Whether the scripted drawer opens in its place is read from the popover when the
  // code has come (`wasOpen`): closed meanwhile (its close button, Escape, a tap outside), it stays closed.
  const popoverButton = (
    <button type="button" {...intent} popoverTarget={id} className={trigger.className} aria-label={trigger.label}>
      {trigger.content}
    </button>
  );
  if (!Dialog && standIn) return popoverButton;
  if (!Dialog) {
    // Its own popover, in the same place and look as the scripted drawer.
    return (
      <>
        {popoverButton}
        <div
          ref={fallback}
          id={id}
          popover="auto"
          role="dialog"
          aria-label={title}
          className={`${POPOVER_DRAWER} ${className}`}
        >
          <PopoverDrawerHeader
            id={id}
            title={title}
            closeLabel={closeLabel}
            className={headerClassName}
            onClose={() => onOpenChange(false)}
          />
          {children}
        </div>
      </>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger ref={triggerRef} className={trigger.className} aria-label={trigger.label}>
        {trigger.content}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          className={`fixed inset-y-0 start-0 z-50 flex w-80 max-w-[85vw] flex-col shadow-2xl ${className}`}
        >
          <div className={`flex items-center justify-between border-b border-gray-200 px-4 py-3 ${headerClassName}`}>
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 hover:bg-black/5" aria-label={closeLabel}>
              <Icon name="x" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The look of a drawer's stand-in before the scripts: a native popover sliding from the start side. */
export const POPOVER_DRAWER =
  "fixed inset-y-0 start-0 end-auto z-50 m-0 h-dvh max-h-none w-80 max-w-[85vw] border-0 p-0 text-ink-900 shadow-2xl backdrop:bg-black/50 open:flex open:flex-col";

/** A stand-in drawer's title and its close button (which hides the popover `id`). */
export function PopoverDrawerHeader({
  id,
  title,
  closeLabel,
  className,
  onClose,
}: {
  id: string;
  title: string;
  closeLabel: string;
  className: string;
  onClose?: () => void;
}) {
  return (
    <div className={`flex items-center justify-between border-b border-gray-200 px-4 py-3 ${className}`}>
      <h2 className="text-lg font-bold">{title}</h2>
      <button
        type="button"
        popoverTarget={id}
        popoverTargetAction="hide"
        onClick={onClose}
        className="rounded-md p-2 hover:bg-black/5"
        aria-label={closeLabel}
      >
        <Icon name="x" className="size-5" />
      </button>
    </div>
  );
}
