import type { IconName } from "./icon-names";
// A file of its own with a content hash in its name, cached for good, even when small enough to be inlined.
import spriteUrl from "./icons.svg?no-inline";

/**
 * A lucide icon drawn from the one sprite file: each use costs a line of markup instead of the whole drawing.
 * Decorative: the control around it carries the name. Size and colour come from `className` (`size-4`,
 * `text-red-600`; `fill-…` fills it), the stroke from `.icon` in app.css.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className ? `icon ${className}` : "icon"}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
