import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { useRootData } from "~/lib/root-data";
import { productPath } from "~domain/catalog-links";
import { formatCount } from "~domain/digit-groups";
import type { FriendlyCount } from "~domain/friendly-count";
import { MAX_SEARCH_TEXT, SUGGESTIONS_BLUR_CLOSE_MS, searchPath } from "~domain/search-path";
import type { Translate } from "~domain/translator";
import type { Suggestion } from "~server/search/products";
import { SuggestionList } from "./suggestion-list";
import { useSuggestions } from "./use-suggestions";

/**
 * The search box: text and category, with suggestions as the shopper types (an ARIA combobox). Submitting
 * goes to /search/{query}/{category}; without JavaScript the form goes through /search, which redirects.
 */
export function SearchForm({
  className = "",
  label,
  defaultQuery = "",
  defaultCategory = "",
  cartButtons = true,
  withCategory = true,
}: {
  className?: string;
  label?: string;
  defaultQuery?: string;
  defaultCategory?: string;
  /** The header's suggestions also offer Add to cart. */
  cartButtons?: boolean;
  /** The category menu beside the text (the phone's header leaves it out: the results page offers it). */
  withCategory?: boolean;
}) {
  const { t, locale } = useTranslation();
  const { categories, productCount } = useRootData();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [query, setQuery] = useState(defaultQuery);
  const [category, setCategory] = useState(defaultCategory);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { items, request, cancel } = useSuggestions();
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const shown = open && items !== null;
  const options = items ?? [];
  // Typed or chosen before the scripts ran (React keeps a field's text when it hydrates): the page goes by it.
  const first = useRef({ id, defaultQuery, defaultCategory });
  useEffect(() => {
    const { id: fieldsId, defaultQuery: rendered, defaultCategory: renderedCategory } = first.current;
    const typed = document.getElementById(`${fieldsId}-query`);
    const chosen = document.getElementById(`${fieldsId}-category`);
    if (typed instanceof HTMLInputElement && typed.value !== rendered) setQuery(typed.value);
    if (chosen instanceof HTMLSelectElement && chosen.value !== renderedCategory) setCategory(chosen.value);
  }, []);

  const categoryOptions = categories.flatMap((root) => [
    { slug: root.slug, name: root.name, depth: 0 },
    ...root.children.map((child) => ({ slug: child.slug, name: child.name, depth: 1 })),
  ]);

  function change(text: string, inCategory: string) {
    setActive(-1);
    setOpen(text.trim() !== "");
    request(text, inCategory);
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function openProduct(item: Suggestion) {
    cancel();
    close();
    navigate(productPath(item.slug));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // From "none highlighted", down goes to the first and up to the last; both wrap around.
      setActive((current) => (current === -1 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count));
    } else if (event.key === "Enter" && shown && options[active]) {
      event.preventDefault();
      openProduct(options[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus events bubbling from the box and its suggestions.
    <div
      className={`relative ${className}`}
      onBlur={(event) => {
        // Focus moving to the suggestions' own buttons keeps them open.
        if (event.currentTarget.contains(event.relatedTarget)) return;
        clearTimeout(blurTimer.current);
        blurTimer.current = setTimeout(close, SUGGESTIONS_BLUR_CLOSE_MS);
      }}
      onFocus={() => clearTimeout(blurTimer.current)}
    >
      <Form
        method="get"
        action="/search"
        role="search"
        aria-label={label ?? t("search.label")}
        className="flex h-11 items-stretch overflow-hidden rounded-md border-2 border-brand-500 bg-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ink-900"
        onSubmit={(event) => {
          event.preventDefault();
          const text = query.trim();
          if (!text) return;
          cancel();
          close();
          navigate(searchPath(text, category));
        }}
      >
        {withCategory ? (
          <>
            <label htmlFor={`${id}-category`} className="sr-only">
              {t("search.category")}
            </label>
            <select
              id={`${id}-category`}
              name="category"
              className="hidden max-w-44 border-e border-gray-200 bg-gray-50 px-2 text-sm sm:block"
              value={category}
              onChange={(event) => {
                setCategory(event.target.value);
                change(query, event.target.value);
              }}
            >
              <option value="">{t("search.allCategories")}</option>
              {categoryOptions.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.depth ? `\u00a0\u00a0${option.name}` : option.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <label htmlFor={`${id}-query`} className="sr-only">
          {t("search.label")}
        </label>
        <input
          id={`${id}-query`}
          name="query"
          type="search"
          required
          maxLength={MAX_SEARCH_TEXT}
          autoComplete="off"
          placeholder={placeholder(t, locale, productCount)}
          className="min-w-0 flex-1 px-3 text-[15px] outline-none"
          role="combobox"
          aria-autocomplete="list"
          aria-controls={listId}
          aria-expanded={shown && options.length > 0}
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            change(event.target.value, category);
          }}
          onFocus={() => setOpen(query.trim() !== "")}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="bg-brand-500 px-4 hover:bg-brand-400" aria-label={t("search.submit")}>
          <Icon name="search" className="size-5" />
        </button>
      </Form>
      <SuggestionList
        id={listId}
        items={options}
        shown={shown}
        query={query}
        active={active}
        cartButtons={cartButtons}
        onHover={setActive}
        onChoose={openProduct}
      />
    </div>
  );
}

/** "Search 160 products", with the store's real count rounded down (digits as the prices show them), or no number. */
function placeholder(t: Translate, language: string, count: FriendlyCount | null): string {
  if (!count) return t("search.placeholder");
  const number = formatCount(language, count.value);
  return t(count.over ? "search.placeholderOver" : "search.placeholderCount", { count: count.value, number });
}
