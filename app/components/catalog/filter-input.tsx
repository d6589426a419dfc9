import { type ComponentProps, useEffect, useRef } from "react";

type Props = Omit<ComponentProps<"input">, "checked" | "defaultChecked"> & { checked: boolean };

/**
 * A checkbox or radio that shows a click at once, before the server's answer, and follows the server after
 * (a reset, another filter). Not remounted, so keyboard focus stays on it.
 */
export function FilterInput({ checked, ...props }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.checked = checked;
  }, [checked]);
  return <input ref={ref} defaultChecked={checked} {...props} />;
}
