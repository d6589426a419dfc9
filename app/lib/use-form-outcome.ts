import { useEffect, useRef } from "react";

type Callbacks = {
  /** After an answer with `ok: true` (e.g. a toast, a reset). */
  onSuccess?: (form: HTMLFormElement) => void;
  /** After any other answer, once per answer even when it repeats the last one (e.g. a toast). */
  onFailure?: () => void;
};

/**
 * After a submission answered with data: empties the password fields (as a server render would), then
 * moves focus to the first field that needs fixing, or runs `onSuccess`.
 *
 * An answer already there when the form first mounts was drawn with the page (a plain post, before the
 * scripts): its password fields were drawn empty, and whatever is in them now the visitor typed before
 * hydration, so they are kept, and focus moves only when the visitor has not put it somewhere yet.
 */
export function useFormOutcome(result: object | undefined, callbacks: Callbacks = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;
  const firstResult = useRef(result);
  useEffect(() => {
    const drawnWithPage = result === firstResult.current;
    const form = formRef.current;
    if (!result || !form) return;
    if (!drawnWithPage) {
      for (const input of form.querySelectorAll<HTMLInputElement>('input[type="password"]')) input.value = "";
    }
    if ("ok" in result && result.ok === true) {
      callbacksRef.current.onSuccess?.(form);
      return;
    }
    const untouched = !document.activeElement || document.activeElement === document.body;
    if (!drawnWithPage || untouched) form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    callbacksRef.current.onFailure?.();
  }, [result]);
  return formRef;
}
