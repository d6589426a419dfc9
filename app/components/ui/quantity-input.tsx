import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";

/** Holding − or + steps once, then again after this delay, then every REPEAT_MS until released. */
const HOLD_DELAY_MS = 300;
const REPEAT_MS = 50;

/** What the user typed, as a whole number, or null when it is empty or not one (a minus sign included). */
function parse(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : null;
}

/**
 * A whole number of at least `min`, typed or stepped with − and + (held down, they repeat). `value` is null while
 * the field is empty, not a number or under `min` (0, −3): a message under the field says so, and the text stays as
 * typed until the shopper corrects it (a number silently changed would not be theirs). Over `max` it is `max` at
 * once. Before the scripts, the browser refuses the same texts (`pattern`) and the same message shows once the
 * shopper leaves the field (`:user-invalid`). What was typed before the page hydrated is taken up when it does.
 */
export function QuantityInput({
  value,
  onChange,
  min = 1,
  max = 999,
  name = "quantity",
  label,
  errorId,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  name?: string;
  /** A label naming the product (a cart row), read by screen readers only; otherwise "Quantity" is shown. */
  label?: string;
  /** The id of the message saying why the quantity is refused: the field is marked invalid and points to it. */
  errorId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  // The text being typed, while it differs from a clean number (letters, an empty field).
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  /** A typed number the field takes: not under the least quantity. */
  const accepted = (n: number | null) => (n === null || n < min ? null : n);
  const hold = useHold();
  // The latest value, for steps repeated by a timer between renders.
  const latest = useRef(value);
  latest.current = value;
  const input = useRef<HTMLInputElement>(null);
  const adopt = useRef({ value, onChange, clamp, accepted });
  // Typed before the scripts ran (React keeps the field's text when it hydrates): the page goes by what it shows.
  useEffect(() => {
    const typed = input.current?.value;
    const { value: rendered, onChange: change, clamp: within, accepted } = adopt.current;
    if (typed === undefined || typed === (rendered === null ? "" : String(rendered))) return;
    const n = accepted(parse(typed));
    setDraft(n === null ? typed : null);
    change(n === null ? null : within(n));
  }, []);
  // Empty, negative or not a number: said beside the field, not only by the greyed button.
  const refusedId = `${id}-refused`;
  const refused = value === null;
  const describedBy = [errorId, refused ? refusedId : null].filter(Boolean).join(" ") || undefined;

  const stepBy = (delta: 1 | -1) => {
    setDraft(null);
    const next = clamp((latest.current ?? min - Math.max(delta, 0)) + delta);
    latest.current = next;
    onChange(next);
  };

  const stepButton = (delta: 1 | -1) => ({
    "aria-controls": id,
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => hold.start(event, () => stepBy(delta)),
    onPointerUp: hold.stop,
    onPointerLeave: hold.leave,
    onPointerCancel: hold.cancel,
    onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
    // A click that follows a pointer press was already handled by it; keyboard clicks (Enter, Space) step here.
    onClick: () => {
      if (!hold.consumeClick()) stepBy(delta);
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    stepBy(event.key === "ArrowUp" ? 1 : -1);
  };

  const step =
    "flex size-10 touch-manipulation select-none items-center justify-center text-gray-700 hover:bg-gray-100 aria-disabled:opacity-40";
  return (
    <div className="group flex flex-col gap-1">
      <label htmlFor={id} className={label ? "sr-only" : "text-sm text-gray-500"}>
        {label ?? t("product.quantity")}
      </label>
      <div className="inline-flex w-fit items-center rounded-md border border-gray-300 bg-white">
        <button
          type="button"
          className={`${step} rounded-s-md`}
          aria-label={t("product.decreaseQuantity")}
          // aria-disabled, not disabled: a focused button that became disabled would drop the focus.
          aria-disabled={value !== null && value <= min}
          {...stepButton(-1)}
        >
          <Icon name="minus" className="size-4" />
        </button>
        <input
          id={id}
          name={name}
          // Text, not number: a number field would refuse letters instead of letting them become the minimum.
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={value ?? undefined}
          aria-invalid={errorId || refused ? true : undefined}
          aria-describedby={describedBy}
          ref={input}
          // Before the scripts, the browser itself refuses an empty, zero or negative quantity.
          required
          pattern="\s*0*[1-9][0-9]*\s*"
          value={draft ?? (value === null ? "" : String(value))}
          onChange={(event) => {
            const raw = event.target.value;
            const n = accepted(parse(raw));
            setDraft(n === null ? raw : null);
            // Too many is the most at once; too few or not a number is refused, and stays as typed.
            onChange(n === null ? null : clamp(n));
          }}
          onKeyDown={onKeyDown}
          className="h-10 w-14 border-x border-gray-300 text-center"
        />
        <button
          type="button"
          className={`${step} rounded-e-md`}
          aria-label={t("product.increaseQuantity")}
          aria-disabled={value !== null && value >= max}
          {...stepButton(1)}
        >
          <Icon name="plus" className="size-4" />
        </button>
      </div>
      {/* Shown by the page once it runs; before that, by the browser's own check of the field (left refused). */}
      <p
        id={refusedId}
        className={`max-w-48 text-sm font-medium text-red-700 ${refused ? "" : "hidden group-has-[input:user-invalid]:block"}`}
      >
        {t("product.enterQuantity")}
      </p>
    </div>
  );
}

/** Press and hold: run once at once, then after HOLD_DELAY_MS every REPEAT_MS until the pointer lets go. */
function useHold() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pressed = useRef(false);
  const stop = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  // A release the component never sees (it unmounted while held) must not leave the timer running.
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return {
    start(event: PointerEvent<HTMLButtonElement>, run: () => void) {
      if (event.button !== 0) return;
      stop();
      pressed.current = true;
      run();
      const repeat = () => {
        run();
        timer.current = setTimeout(repeat, REPEAT_MS);
      };
      timer.current = setTimeout(repeat, HOLD_DELAY_MS);
    },
    stop,
    /** Left while still held: no click will follow. After a touch is lifted (no buttons) one still does. */
    leave(event: PointerEvent<HTMLButtonElement>) {
      stop();
      if (event.buttons !== 0) pressed.current = false;
    },
    cancel() {
      stop();
      pressed.current = false;
    },
    /** Whether the click now arriving ends a pointer press (already stepped), clearing the mark. */
    consumeClick() {
      const was = pressed.current;
      pressed.current = false;
      return was;
    },
  };
}
