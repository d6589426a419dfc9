import { useLocation, useNavigate } from "react-router";
import { type CatalogQuery, catalogSearch, withChange, withoutFilters } from "~domain/catalog-query";

export type CatalogChange = Partial<Omit<CatalogQuery, "page">>;

/** Links and navigations to the same catalogue page with other options; any change goes back to page 1. */
export function useCatalogNavigation(query: CatalogQuery) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const hrefOf = (next: CatalogQuery) => `${pathname}${catalogSearch(next)}`;
  return {
    /** The address of this page with one change (page 1, defaults left out). */
    hrefWith: (change: CatalogChange) => hrefOf(withChange(query, change)),
    /** The address of this page without any filter (size and sort kept). */
    resetHref: hrefOf(withoutFilters(query)),
    /** Goes to this page with one change, keeping the scroll position. */
    apply: (change: CatalogChange) => navigate(hrefOf(withChange(query, change)), { preventScrollReset: true }),
  };
}
