import { Search } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigate } from "react-router";
import { useRootData } from "~/lib/root-data";
import { searchPath } from "~/lib/search-path";

/** The header search: query and category. Without JavaScript the form goes through /search. */
export function SearchForm({ className = "", label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  const { categories } = useRootData();
  const navigate = useNavigate();
  const id = useId();
  const options = categories.flatMap((root) => [
    { slug: root.slug, name: root.name, depth: 0 },
    ...root.children.map((child) => ({ slug: child.slug, name: child.name, depth: 1 })),
  ]);
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={label ?? t("search.label")}
      className={`flex h-11 items-stretch overflow-hidden rounded-md border-2 border-brand-500 bg-white ${className}`}
      onSubmit={(event) => {
        const data = new FormData(event.currentTarget);
        const query = String(data.get("query") ?? "").trim();
        event.preventDefault();
        if (query) navigate(searchPath(query, String(data.get("category") ?? "")));
      }}
    >
      <label htmlFor={`${id}-category`} className="sr-only">
        {t("search.category")}
      </label>
      <select
        id={`${id}-category`}
        name="category"
        className="hidden max-w-44 border-e border-gray-200 bg-gray-50 px-2 text-sm sm:block"
        defaultValue=""
      >
        <option value="">{t("search.allCategories")}</option>
        {options.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.depth ? `\u00a0\u00a0${option.name}` : option.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-query`} className="sr-only">
        {t("search.label")}
      </label>
      <input
        id={`${id}-query`}
        name="query"
        type="search"
        required
        maxLength={200}
        autoComplete="off"
        placeholder={t("search.placeholder")}
        className="min-w-0 flex-1 px-3 text-[15px] outline-none"
      />
      <button type="submit" className="bg-brand-500 px-4 hover:bg-brand-400" aria-label={t("search.submit")}>
        <Search className="size-5" aria-hidden="true" />
      </button>
    </Form>
  );
}
