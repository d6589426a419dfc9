import { AddToCartForm } from "~/components/cart/add-to-cart-form";
import { Price } from "~/components/catalog/price";
import { ownText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/translation";
import { productSku } from "~/lib/product-sku";
import type { Suggestion } from "~server/search/products";

// Every row is this tall, so the Add to cart column beside the list lines up with the rows.
const ROW = "h-16";

/**
 * The suggestions under the search box: a listbox of products (image, name, SKU, price) that the combobox
 * highlights with the arrow keys. A listbox may hold only options, so the Add to cart buttons stand in a
 * column of their own beside it, one per row.
 */
export function SuggestionList({
  id,
  items,
  shown,
  query,
  active,
  cartButtons,
  onHover,
  onChoose,
}: {
  id: string;
  items: Suggestion[];
  shown: boolean;
  query: string;
  active: number;
  cartButtons: boolean;
  onHover: (index: number) => void;
  onChoose: (item: Suggestion) => void;
}) {
  const { t } = useTranslation();
  const announcement = t(items.length === 0 ? "search.noSuggestions" : "search.suggestionsCount", {
    count: items.length,
    query: query.trim(),
  });
  return (
    <>
      {/* Outside the popup, which is hidden while closed: a live region must stay rendered to be announced. */}
      <div role="status" className="sr-only">
        {shown ? announcement : ""}
      </div>
      <div
        className={`absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-md border border-gray-200 bg-white shadow-lg ${
          shown ? "" : "hidden"
        }`}
      >
        {items.length === 0 ? (
          <p className="px-4 py-3 text-sm text-gray-600" aria-hidden="true">
            {announcement}
          </p>
        ) : null}
        <div className="relative">
          {/* Mouse down would take the focus from the box before the click lands: keep it there. */}
          <div
            id={id}
            role="listbox"
            aria-label={t("search.suggestions")}
            onMouseDown={(event) => event.preventDefault()}
          >
            {items.map((item, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys (arrows, Enter).
              <div
                key={item.id}
                id={`${id}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={`flex ${ROW} cursor-pointer items-center gap-3 px-3 ${cartButtons ? "pe-14" : ""} ${
                  index === active ? "bg-gray-50 ring-2 ring-brand-500 ring-inset" : ""
                }`}
                onMouseMove={() => onHover(index)}
                onClick={() => onChoose(item)}
              >
                {item.thumb ? (
                  <img
                    src={item.thumb}
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 shrink-0 rounded object-cover"
                  />
                ) : (
                  <span className="size-12 shrink-0 rounded bg-gray-100" />
                )}
                <span className="min-w-0 flex-1">
                  <span {...ownText(item.nameLang)} className="block truncate font-medium">
                    {item.name}
                  </span>
                  <span className="block whitespace-nowrap text-xs text-gray-500">
                    {t("search.sku")} <bdi>{productSku(item.id)}</bdi>
                  </span>
                </span>
                <span className="shrink-0 text-sm">
                  <Price priceCents={item.priceCents} compareAtCents={item.compareAtCents} taxClass={item.taxClass} />
                </span>
              </div>
            ))}
          </div>
          {cartButtons ? (
            <div className="absolute end-0 top-0">
              {items.map((item) => (
                <div key={item.id} className={`flex ${ROW} items-center pe-3`}>
                  <AddToCartForm product={item} variant="icon" />
                </div>
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </>
  );
}
