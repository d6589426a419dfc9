import { useId } from "react";
import type { FacetOption } from "~server/catalog/facet-types";
import { FilterBlock } from "./filter-block";
import { FilterInput } from "./filter-input";
import { SwatchBox } from "./swatch-box";

type Option = FacetOption<number | null> & { hex?: string };
type Props = { title: string; name: string; options: Option[]; onToggle: (slug: string) => void };

/**
 * A multi-choice filter: one checkbox per option with its product count (none where the page has no counts). Options with a colour (`hex`)
 * show a swatch in place of the box; the checkbox, named by the colour, stays for keyboards and readers.
 */
export function FilterChecklist({ title, name, options, onToggle }: Props) {
  const id = useId();
  if (options.length === 0) return null;
  return (
    <FilterBlock title={title}>
      <ul className="space-y-1.5 text-sm">
        {options.map((option) => (
          <li key={option.slug}>
            <label htmlFor={`${id}-${option.slug}`} className="filter-option">
              <FilterInput
                id={`${id}-${option.slug}`}
                type="checkbox"
                name={name}
                value={option.slug}
                checked={option.selected}
                disabled={option.count === 0 && !option.selected}
                onChange={() => onToggle(option.slug)}
                className={option.hex ? "peer sr-only" : "size-4 accent-brand-600"}
              />
              {option.hex ? <SwatchBox hex={option.hex} size="small" /> : null}
              <span className="min-w-0 flex-1 truncate">{option.name}</span>
              {option.count === null ? null : <span className="text-xs text-gray-600">({option.count})</span>}
            </label>
          </li>
        ))}
      </ul>
    </FilterBlock>
  );
}
