import * as Dialog from "@radix-ui/react-dialog";
import { Icon } from "~/components/ui/icon";

/**
 * A panel that slides in from the start side on small screens (the menu, the catalogue's filters), with
 * its opening button. Radix traps focus and locks the page's scroll; Escape and the close button close it.
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
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={trigger.className} aria-label={trigger.label}>
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
