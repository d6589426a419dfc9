import { useTranslation } from "~/i18n/translation";
import type { ChosenColor } from "~server/db/schema";

/** "Colour: Blue", with its swatch: the colour a line was chosen in, named in the reader's language. */
export function ChosenColorText({ color }: { color: ChosenColor }) {
  const { t, locale } = useTranslation();
  return (
    <p className="flex items-center gap-1.5 text-xs text-gray-600">
      {color.hex ? (
        <span
          aria-hidden="true"
          className="inline-block size-3 rounded-full border border-gray-300"
          style={{ backgroundColor: color.hex }}
        />
      ) : null}
      {t("shipping.colorIs", { color: color.name[locale] })}
    </p>
  );
}
