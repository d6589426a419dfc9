import { useEffect, useRef } from "react";

/**
 * After a submission answered with data: empties the password fields (as a server render would) and
 * moves focus to the first field that needs fixing; after a success, `onSuccess` runs (e.g. a toast).
 */
export function useFormOutcome(result: object | undefined, onSuccess?: (form: HTMLFormElement) => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;
  useEffect(() => {
    const form = formRef.current;
    if (!result || !form) return;
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="password"]')) input.value = "";
    if ("ok" in result && result.ok === true) onSuccessRef.current?.(form);
    else form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);
  return formRef;
}
