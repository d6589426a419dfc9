import * as Slider from "@radix-ui/react-slider";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/translation";
import { useMoney } from "~/lib/root-data";
import type { PriceRange } from "~domain/catalog-query";
import { directionOf } from "~domain/locales";
import { FilterBlock } from "./filter-block";

/** The spec's delay between the last move of a thumb and the new list. */
const PRICE_DEBOUNCE_MS = 250;

type Props = {
  /** Whole-dollar bounds of the matching products. */
  bounds: PriceRange;
  /** The range in the URL, if any. */
  value: PriceRange | null;
  /** Called 250 ms after the last change; null when the range is the whole span again. */
  onCommit: (range: PriceRange | null) => void;
};

const clamp = (n: number, { min, max }: PriceRange) => Math.min(max, Math.max(min, n));

/** A two-thumb slider in whole dollars, step 1; the labels are shown in the visitor's currency. */
export function PriceFilter({ bounds, value, onCommit }: Props) {
  const { t, locale } = useTranslation();
  const money = useMoney();
  const fromValue = (): [number, number] => [
    clamp(value?.min ?? bounds.min, bounds),
    clamp(value?.max ?? bounds.max, bounds),
  ];
  const [range, setRange] = useState(fromValue);
  // A new range in the URL (a reset, the back button) moves the thumbs; the slider is not remounted, so focus stays.
  const valueKey = value ? `${value.min}-${value.max}` : "";
  const [shownKey, setShownKey] = useState(valueKey);
  if (shownKey !== valueKey) {
    setShownKey(valueKey);
    setRange(fromValue());
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: number[]) => {
    const [min = bounds.min, max = bounds.max] = next;
    setRange([min, max]);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      onCommit(min <= bounds.min && max >= bounds.max ? null : { min, max });
    }, PRICE_DEBOUNCE_MS);
  };
  const dollars = (n: number) => money(n * 100);
  return (
    <FilterBlock title={t("catalog.price")}>
      {value ? <input type="hidden" name="filter_price" value={`${value.min}-${value.max}`} /> : null}
      {bounds.min === bounds.max ? (
        <p className="text-sm">{dollars(bounds.min)}</p>
      ) : (
        <>
          <Slider.Root
            dir={directionOf(locale)}
            min={bounds.min}
            max={bounds.max}
            step={1}
            minStepsBetweenThumbs={0}
            value={range}
            onValueChange={change}
            className="relative mx-2 flex h-6 touch-none select-none items-center"
          >
            <Slider.Track className="relative h-1.5 grow rounded-full bg-gray-200">
              <Slider.Range className="absolute h-full rounded-full bg-brand-500" />
            </Slider.Track>
            {(["minPrice", "maxPrice"] as const).map((label, index) => (
              <Slider.Thumb
                key={label}
                aria-label={t(`catalog.${label}`)}
                aria-valuetext={dollars(range[index] ?? 0)}
                className="block size-5 rounded-full border-2 border-brand-600 bg-white shadow hover:bg-brand-50"
              />
            ))}
          </Slider.Root>
          <p className="mt-2 text-sm text-gray-700">
            <bdi>{dollars(range[0])}</bdi> – <bdi>{dollars(range[1])}</bdi>
          </p>
        </>
      )}
    </FilterBlock>
  );
}
