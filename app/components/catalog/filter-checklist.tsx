import type { FacetOption } from "~server/catalog/facet-types";
import { FilterBlock } from "./filter-block";

type Props = { title: string; name: string; options: FacetOption[]; onToggle: (slug: string) => void };

/** A multi-choice filter (brands): one checkbox per option with its product count. */
export function FilterChecklist({ title, name, options, onToggle }: Props) {
  if (options.length === 0) return null;
  return (
    <FilterBlock title={title}>
      <ul className="space-y-1.5 text-sm">
        {options.map((option) => (
          <li key={option.slug}>
            <label className="flex cursor-pointer items-center gap-2 has-disabled:cursor-default has-disabled:text-gray-500">
              <input
                // Remounted when the server's answer arrives, so the box shows the click at once and the truth after.
                key={String(option.selected)}
                type="checkbox"
                name={name}
                value={option.slug}
                defaultChecked={option.selected}
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
