import { useDirection } from "@radix-ui/react-direction";
import { type KeyboardEvent, type MouseEvent, useId } from "react";

/**
 * WAI-ARIA tabs (a tablist of `role="tab"` buttons, each controlling a `role="tabpanel"`), as Radix Tabs made them
 * with its defaults, without its five files (9.5 KB compressed; decision 075): one tab in the Tab order (the chosen
 * one), the arrow keys move between them (mirrored right to left) and Home and End to the ends, wrapping round; a
 * tab is chosen as it takes the focus or is pressed. On a `role="tablist"` element, spread `tab(value)` on each
 * button and `panel(value)` on each panel; render a panel's content only while its tab is chosen.
 */
export function useTabs<Value extends string>(values: readonly Value[], chosen: Value, choose: (value: Value) => void) {
  const base = useId();
  const direction = useDirection();
  const tabId = (value: Value) => `${base}-tab-${value}`;
  const panelId = (value: Value) => `${base}-panel-${value}`;
  const state = (value: Value) => (value === chosen ? "active" : "inactive");

  const onKeyDown = (value: Value) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = values.indexOf(value);
    const forward = direction === "rtl" ? "ArrowLeft" : "ArrowRight";
    const backward = direction === "rtl" ? "ArrowRight" : "ArrowLeft";
    const to =
      event.key === forward
        ? (at + 1) % values.length
        : event.key === backward
          ? (at - 1 + values.length) % values.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? values.length - 1
              : -1;
    const next = values[to];
    if (next === undefined) return;
    event.preventDefault();
    // Taking the focus chooses it (onFocus).
    document.getElementById(tabId(next))?.focus();
  };

  return {
    tab: (value: Value) => ({
      type: "button" as const,
      role: "tab",
      id: tabId(value),
      "aria-selected": value === chosen,
      "aria-controls": panelId(value),
      "data-state": state(value),
      tabIndex: value === chosen ? 0 : -1,
      onFocus: () => {
        if (value !== chosen) choose(value);
      },
      onMouseDown: (event: MouseEvent<HTMLButtonElement>) => {
        // The main button without Ctrl (which opens a context menu on a Mac), as Radix does.
        if (event.button === 0 && !event.ctrlKey) choose(value);
      },
      onKeyDown: onKeyDown(value),
    }),
    panel: (value: Value) => ({
      role: "tabpanel",
      id: panelId(value),
      "aria-labelledby": tabId(value),
      "data-state": state(value),
      hidden: value !== chosen,
      tabIndex: 0,
    }),
  };
}
