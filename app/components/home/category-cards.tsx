import { Link } from "react-router";
import { categoryPath, subCategoryPath } from "~domain/catalog-links";

type CategoryCard = { slug: string; name: string; image: string | null; children: { slug: string; name: string }[] };

/** Popular categories: an image, the name and at most 5 sub-categories each. */
export function CategoryCards({ categories }: { categories: CategoryCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => (
        <li key={category.slug} className="card flex gap-4 p-4">
          {category.image ? (
            <img
              src={category.image}
              alt=""
              width={400}
              height={400}
              loading="lazy"
              className="size-24 shrink-0 rounded bg-gray-50 object-contain"
            />
          ) : null}
          <div className="min-w-0">
            <h3 className="font-bold">
              <Link to={categoryPath(category.slug)} className="hover:text-brand-700">
                {category.name}
              </Link>
            </h3>
            <ul className="mt-2 space-y-1 text-sm text-gray-600">
              {category.children.map((child) => (
                <li key={child.slug}>
                  <Link to={subCategoryPath(category.slug, child.slug)} className="hover:text-ink-900 hover:underline">
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CategoryCardsSkeleton({ count }: { count: number }) {
  return (
    <ul aria-hidden="true" className="grid animate-pulse gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <li key={index} className="card flex h-48 gap-4 p-4">
          <div className="size-24 shrink-0 rounded bg-gray-100" />
          <div className="flex-1 space-y-3">
            <div className="h-5 w-1/2 rounded bg-gray-100" />
            <div className="h-24 rounded bg-gray-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}
