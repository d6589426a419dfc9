import { useId } from "react";
import type { FacetOption } from "~server/catalog/facet-types";
import { FilterBlock } from "./filter-block";
import { FilterInput } from "./filter-input";

type Props = { title: string; name: string; options: FacetOption[]; onToggle: (slug: string) => void };

/** A multi-choice filter (brands): one checkbox per option with its product count. */
export function FilterChecklist({ title, name, options, onToggle }: Props) {
  const id = useId();
  if (options.length === 0) return null;
  return (
    <FilterBlock title={title}>
      <ul className="space-y-1.5 text-sm">
        {options.map((option) => (
          <li key={option.slug}>
            <label
              htmlFor={`${id}-${option.slug}`}
              className="flex cursor-pointer items-center gap-2 has-disabled:cursor-default has-disabled:text-gray-500"
            >
              <FilterInput
                id={`${id}-${option.slug}`}
                type="checkbox"
                name={name}
                value={option.slug}
                checked={option.selected}
                disabled={option.count === 0 && !option.selected}
                onChange={() => onToggle(option.slug)}
                className="size-4 accent-brand-600"
              />
              <span className="flex-1">{option.name}</span>
              <span className="text-xs text-gray-600">({option.count})</span>
            </label>
          </li>
        ))}
      </ul>
    </FilterBlock>
  );
}
