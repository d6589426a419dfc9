import { type CatalogQuery, catalogSearch, withChange } from "~domain/catalog-query";

/** Hidden inputs that carry the rest of the catalogue's state through a form sent without JavaScript. */
export function CatalogHiddenFields({ query, except }: { query: CatalogQuery; except: string[] }) {
  const params = new URLSearchParams(catalogSearch(withChange(query, {})));
  return (
    <>
      {[...params]
        .filter(([name]) => !except.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}
