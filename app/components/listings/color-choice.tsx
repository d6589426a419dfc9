import { useId } from "react";
import { useTranslation } from "~/i18n/translation";
import { SwatchBox } from "../catalog/swatch-box";
import { FieldError } from "../ui/field-parts";

type Color = { slug: string; name: string; hex: string };

/** The colours a product comes in: a swatch and the colour's name per checkbox, any number chosen. */
export function ColorChoice({
  colors,
  chosen,
  error,
  onToggle,
}: {
  colors: Color[];
  chosen: string[];
  error: string | undefined;
  /** A colour ticked or unticked (the pictures offer the ticked ones). */
  onToggle?: (slug: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 block text-sm font-medium">{t("listings.colors")}</legend>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {colors.map((color) => (
          <li key={color.slug}>
            <label className="flex cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                name="colors"
                value={color.slug}
                defaultChecked={chosen.includes(color.slug)}
                onChange={(event) => onToggle?.(color.slug, event.currentTarget.checked)}
                className="peer sr-only"
              />
              <SwatchBox hex={color.hex} size="large" />
              <span className="min-w-0 truncate">{color.name}</span>
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
