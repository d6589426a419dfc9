import { useId, useState } from "react";
import { useTranslation } from "~/i18n/translation";
import { SwatchBox } from "../catalog/swatch-box";
import { FieldError } from "../ui/field-parts";

type Color = { slug: string; name: string; hex: string };

/**
 * The colour to add a product in, one of several: a required radio per colour (`color`), its swatch and its name, in
 * a group named "Colour". Arrow keys move through it; `problem` (an i18n key) shows under it until a colour is picked.
 */
export function ColorRadioGroup({
  colors,
  problem,
  chosen = null,
  onChange,
}: {
  colors: Color[];
  problem: string | null;
  /** Checked from the start (a colour the page's address names). */
  chosen?: string | null;
  /** A colour picked: the product page shows its pictures first. */
  onChange?: (color: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [picked, setPicked] = useState(false);
  const error = picked ? undefined : (problem ?? undefined);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm text-gray-500">{t("product.color")}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {colors.map((color) => (
          <label key={color.slug} className="flex cursor-pointer items-center gap-2 text-sm hover:text-ink-900">
            <input
              type="radio"
              name="color"
              value={color.slug}
              required
              defaultChecked={color.slug === chosen}
              onChange={() => {
                setPicked(true);
                onChange?.(color.slug);
              }}
              className="peer sr-only"
            />
            <SwatchBox hex={color.hex} size="large" />
            <span>{color.name}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
