// The category page layouts of the specification (section 2.1's fixed layouts): each category's page uses the one its
// operator chose (issue 50), and the fixed addresses `/shop/<name>` show power tools in each.

/** How a catalogue page lays out its products: columns on wide screens, grid or list, and where the sidebar is. */
export type CatalogLayout = { columns: 3 | 4 | 5; view: "grid" | "list"; sidebar: "start" | "end" | "none" };

export const CATEGORY_LAYOUT_NAMES = [
  "category-grid-3-columns-sidebar",
  "category-grid-4-columns-full",
  "category-grid-5-columns-full",
  "category-list",
  "category-right-sidebar",
] as const;
export type CategoryLayoutName = (typeof CATEGORY_LAYOUT_NAMES)[number];

/** The specification's default: 3 columns, grid, sidebar at the start. */
export const DEFAULT_CATEGORY_LAYOUT: CategoryLayoutName = "category-grid-3-columns-sidebar";

const LAYOUTS: readonly (readonly [CategoryLayoutName, CatalogLayout])[] = [
  ["category-grid-3-columns-sidebar", { columns: 3, view: "grid", sidebar: "start" }],
  ["category-grid-4-columns-full", { columns: 4, view: "grid", sidebar: "none" }],
  ["category-grid-5-columns-full", { columns: 5, view: "grid", sidebar: "none" }],
  ["category-list", { columns: 3, view: "list", sidebar: "start" }],
  ["category-right-sidebar", { columns: 3, view: "grid", sidebar: "end" }],
];

/** The layout of a name (an address's last segment, a stored choice), or null for any other text. */
export function catalogLayoutOf(name: string | null | undefined): CatalogLayout | null {
  // A search of our own list, never an index by a name that came with the request.
  return LAYOUTS.find(([known]) => known === name)?.[1] ?? null;
}

export function isCategoryLayoutName(name: string): name is CategoryLayoutName {
  return (CATEGORY_LAYOUT_NAMES as readonly string[]).includes(name);
}
