export function categoryPath(slug: string): string {
  return `/shop/catalog/${encodeURIComponent(slug)}`;
}

/** A sub-category is its parent category filtered by it, which the page then shows (decision 067). */
export function subCategoryPath(categorySlug: string, subSlug: string): string {
  return `${categoryPath(categorySlug)}?filter_category=${encodeURIComponent(subSlug)}`;
}

/** A product's page; with a colour (a cart or order line's), the page shows that colour's pictures first. */
export function productPath(slug: string, color?: string | null): string {
  const path = `/shop/products/${encodeURIComponent(slug)}`;
  return color ? `${path}?color=${encodeURIComponent(color)}` : path;
}
