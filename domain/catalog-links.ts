export function categoryPath(slug: string): string {
  return `/shop/catalog/${encodeURIComponent(slug)}`;
}

/** A sub-category is shown as its parent category filtered by it. */
export function subCategoryPath(categorySlug: string, subSlug: string): string {
  return `${categoryPath(categorySlug)}?filter_category=${encodeURIComponent(subSlug)}`;
}

export function productPath(slug: string): string {
  return `/shop/products/${encodeURIComponent(slug)}`;
}
