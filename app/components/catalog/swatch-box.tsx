import { Icon } from "~/components/ui/icon";

/**
 * A colour's round swatch standing in for the checkbox just before it (a `peer sr-only` input, which
 * keeps the keyboard and the screen reader's name): ticked and ringed when checked, outlined on focus.
 */
export function SwatchBox({ hex, size }: { hex: string; size: "small" | "large" }) {
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: hex }}
      className={`flex shrink-0 items-center justify-center rounded-full border border-gray-300 text-transparent shadow-inner peer-checked:text-white peer-checked:ring-2 peer-checked:ring-ink-900 peer-checked:ring-offset-1 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${size === "small" ? "size-6" : "size-7"}`}
    >
      <Icon name="check" className={`${size === "small" ? "size-3.5" : "size-4"} drop-shadow-[0_0_1px_#000]`} />
    </span>
  );
}
