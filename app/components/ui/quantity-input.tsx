import { Minus, Plus } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/**
 * A whole number of at least `min`, typed or stepped with − and +. Empty while the user retypes it
 * (`value` is then null). The press-and-hold repeat of the product page comes later.
 */
export function QuantityInput({
  value,
  onChange,
  min = 1,
  max = 999,
  name = "quantity",
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  name?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  const step = "flex size-10 items-center justify-center text-gray-700 hover:bg-gray-100 aria-disabled:opacity-40";
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-gray-500">
        {t("product.quantity")}
      </label>
      <div className="inline-flex w-fit items-center rounded-md border border-gray-300 bg-white">
        <button
          type="button"
          className={`${step} rounded-s-md`}
          aria-label={t("product.decreaseQuantity")}
          aria-controls={id}
          // aria-disabled, not disabled: a focused button that became disabled would drop the focus.
          aria-disabled={value !== null && value <= min}
          onClick={() => onChange(clamp((value ?? min) - 1))}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value ?? ""}
          onChange={(event) => {
            const raw = event.target.value;
            if (raw === "") return onChange(null);
            const n = Math.trunc(Number(raw));
            if (Number.isFinite(n)) onChange(clamp(n));
          }}
          onBlur={() => {
            if (value === null) onChange(min);
          }}
          className="h-10 w-14 border-x border-gray-300 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={`${step} rounded-e-md`}
          aria-label={t("product.increaseQuantity")}
          aria-controls={id}
          aria-disabled={value !== null && value >= max}
          onClick={() => onChange(clamp((value ?? min - 1) + 1))}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
