import { Check } from "lucide-react";
import { useId } from "react";
import type { ColorOption } from "~server/catalog/facet-types";
import { FilterBlock } from "./filter-block";
import { FilterInput } from "./filter-input";

type Props = { title: string; options: ColorOption[]; onToggle: (slug: string) => void };

/** Colour swatches, each a checkbox named by its colour, with its product count. */
export function FilterColors({ title, options, onToggle }: Props) {
  const id = useId();
  if (options.length === 0) return null;
  return (
    <FilterBlock title={title}>
      <ul className="space-y-1.5 text-sm">
        {options.map((option) => (
          <li key={option.slug}>
            <label
              htmlFor={`${id}-${option.slug}`}
              className="flex cursor-pointer items-center gap-2 rounded has-disabled:cursor-default has-disabled:text-gray-500"
            >
              <FilterInput
                id={`${id}-${option.slug}`}
                type="checkbox"
                name="filter_color"
                value={option.slug}
                checked={option.selected}
                disabled={option.count === 0 && !option.selected}
                onChange={() => onToggle(option.slug)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                style={{ backgroundColor: option.hex }}
                className="flex size-6 shrink-0 items-center justify-center rounded-full border border-gray-300 text-transparent shadow-inner peer-checked:text-white peer-checked:ring-2 peer-checked:ring-ink-900 peer-checked:ring-offset-1 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
              >
                <Check className="size-3.5 drop-shadow-[0_0_1px_#000]" />
              </span>
              <span className="min-w-0 flex-1 truncate">{option.name}</span>
              <span className="text-xs text-gray-600">({option.count})</span>
            </label>
          </li>
        ))}
      </ul>
    </FilterBlock>
  );
}
