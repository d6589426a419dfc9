import type { MouseEvent } from "react";

/**
 * A submit button while its form's answer is on its way: busy, not disabled, since a disabled button drops the
 * focus to the page; it stays on the button, and a second press does nothing.
 */
export function busyButtonProps(busy: boolean) {
  return {
    "aria-disabled": busy || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (busy) event.preventDefault();
    },
  };
}
