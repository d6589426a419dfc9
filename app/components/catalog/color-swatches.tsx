import { useTranslation } from "~/i18n/translation";

type Color = { slug: string; name: string; hex: string };

/** A product's colours as round swatches named by the colour, under a "Colours" heading of the given level. */
export function ColorSwatches({ colors, heading: Heading }: { colors: Color[]; heading: "h2" | "h3" }) {
  const { t } = useTranslation();
  if (colors.length === 0) return null;
  return (
    <div>
      <Heading className="mb-2 text-sm text-gray-500">{t("product.colors")}</Heading>
      <ul className="flex flex-wrap gap-2">
        {colors.map((color) => (
          <li key={color.slug}>
            <span
              role="img"
              aria-label={color.name}
              title={color.name}
              className="block size-7 rounded-full border border-gray-300"
              style={{ backgroundColor: color.hex }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
