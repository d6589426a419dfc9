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
      className={`swatch ${size === "small" ? "size-6" : "size-7"}`}
    >
      <Icon name="check" className={`swatch-check ${size === "small" ? "size-3.5" : "size-4"}`} />
    </span>
  );
}
