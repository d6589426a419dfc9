import { type MouseEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import type { CodeOnIntent } from "./code-on-intent";

/** The stand-in's handlers that fetch the scripted control's code. */
export type Intent = {
  onPointerOver: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
  onPointerDown: (event: PointerEvent) => void;
  onClick: () => void;
};

/**
 * For a control that has a script-free stand-in (decision 036) until its scripted version's code is there, fetched on
 * the visitor's intent (decision 072): `ref` goes on the stand-in (a `<details>`, a `[popover]` or a link), `intent`'s
 * handlers on it too (a pointer over it, focus or a touch fetch the code), or `link(...)`'s on a link stand-in (once
 * hydrated, a press on it opens the scripted control when its code comes, rather than following the link).
 * `scripted` is the code once the page has hydrated and it came (then render the scripted control), `wasOpen`
 * whether the shopper had opened the stand-in (or pressed it) by then, so the scripted one opens in its place (`root`
 * does it for a Radix root: spread it on the root), and `trigger` goes on the scripted control's button: it takes
 * the focus the stand-in had.
 */
export function useBeforeScripts<T extends HTMLElement, Module>(
  code: CodeOnIntent<Module>,
  /** The stand-in's id when it is rendered elsewhere on the page (not where `ref` goes). */
  standInId?: string,
) {
  const ref = useRef<T>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const module = code.use();
  const scripted = hydrated ? module : null;
  const pressed = useRef(false);
  // A press under way on the stand-in (down, not yet a click): should the scripted control take the stand-in's place
  // before the press ends, its click would reach neither, so the scripted control opens instead.
  const pressing = useRef(false);
  // Read as the scripted control first renders, while the stand-in is still in the page: a tap before that render
  // opened the stand-in, and the swap must not close it again.
  const opened = useRef<boolean | null>(null);
  const focused = useRef<Element | null>(null);
  if (scripted && opened.current === null) {
    const standIn = standInId === undefined ? ref.current : document.getElementById(standInId);
    opened.current = pressed.current || pressing.current || isOpen(standIn);
    focused.current = document.activeElement;
  }
  // The scripted control's open state (`root`, for a Radix root): opened once it is in the page when the stand-in was
  // open, not as it mounts (a menu opened as it mounts in the top bar was closed again by its own first effects).
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (scripted && opened.current) setOpen(true);
  }, [scripted]);
  useEffect(() => {
    // The stand-in had the focus and is gone: its scripted button takes it (an open control moves it itself).
    if (!scripted || opened.current || !focused.current || focused.current.isConnected) return;
    focused.current = null;
    trigger.current?.focus();
  }, [scripted]);
  const start = () => void code.start();
  const press = (event: MouseEvent) => {
    if (scripted || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
      return;
    }
    event.preventDefault();
    pressed.current = true;
    start();
  };
  const intent: Intent = {
    onPointerOver: start,
    onFocus: start,
    onTouchStart: start,
    onPointerDown: (event) => {
      if (event.button === 0) pressing.current = true;
      start();
    },
    onClick: () => {
      pressing.current = false;
    },
  };
  return {
    ref,
    trigger,
    scripted,
    wasOpen: opened.current ?? false,
    root: { open, onOpenChange: setOpen },
    intent,
    /**
     * A link stand-in's props: the intent's handlers, and once hydrated the press that opens the scripted control,
     * which the link then says it opens (`aria-haspopup`); before the scripts it is a plain link.
     */
    link: (popup: "menu" | "dialog") => ({
      ...intent,
      onClick: (event: MouseEvent) => {
        intent.onClick();
        press(event);
      },
      "aria-haspopup": hydrated ? popup : undefined,
    }),
  };
}

function isOpen(element: HTMLElement | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLDetailsElement) return element.open;
  try {
    return element.matches(":popover-open");
  } catch {
    // A browser without popovers never opened one.
    return false;
  }
}
