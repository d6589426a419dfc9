/**
 * A region that scrolls sideways on narrow screens (a wide table): focusable and named, so keyboard users
 * can scroll it too; `relative` keeps the screen-reader-only texts inside it (else they widen the page).
 */
export function ScrollRegion({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard
    <section aria-label={label} tabIndex={0} className={`relative overflow-x-auto ${className}`}>
      {children}
    </section>
  );
}
