import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "~/i18n/translation";
import { useTabs } from "~/lib/use-tabs";
import type { Locale } from "~domain/locales";
import { ownText } from "../ui/user-text";
import { WrittenIn } from "./written-in";

const TABS = ["description", "specification", "reviews"] as const;
export type Tab = (typeof TABS)[number];

const triggerClass =
  "-mb-px border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold sm:px-4 sm:text-base text-gray-600 hover:text-ink-900 data-[state=active]:border-brand-500 data-[state=active]:text-ink-900";

/**
 * Description (the default), Specification and Reviews, switched with the arrow keys (`useTabs`). The block's id
 * is "reviews", and a link to #reviews (the rating's count) opens that tab.
 */
export function ProductTabs({
  description,
  descriptionLang,
  specification,
  reviewCount,
  reviews,
  initialTab = "description",
}: {
  description: string;
  /** The language the description is shown in: marked, and noted when it is not the page's. */
  descriptionLang: Locale;
  specification: { name: string; value: string }[];
  reviewCount: number;
  reviews: ReactNode;
  /** The tab open on the first render (the server's HTML too). */
  initialTab?: Tab;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>(initialTab);
  useEffect(() => {
    const follow = () => {
      if (window.location.hash === "#reviews") setTab("reviews");
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);

  const tabs = useTabs(TABS, tab, setTab);

  return (
    <div id="reviews" className="card mt-6 scroll-mt-4">
      <div
        role="tablist"
        aria-orientation="horizontal"
        aria-label={t("product.productDetails")}
        className="flex flex-wrap border-b border-gray-200 px-2"
      >
        <button {...tabs.tab("description")} className={triggerClass}>
          {t("product.description")}
        </button>
        <button {...tabs.tab("specification")} className={triggerClass}>
          {t("product.specification")}
        </button>
        <button {...tabs.tab("reviews")} className={triggerClass}>
          {t("product.reviews")} <span className="text-gray-500">({reviewCount})</span>
        </button>
      </div>
      <div {...tabs.panel("description")} className="p-4 sm:p-6">
        {tab === "description" && (
          <>
            <WrittenIn lang={descriptionLang} className="mb-2" />
            <p {...ownText(descriptionLang)} className="max-w-prose whitespace-pre-line text-gray-700">
              {description}
            </p>
          </>
        )}
      </div>
      <div {...tabs.panel("specification")} className="p-4 sm:p-6">
        {tab === "specification" &&
          (specification.length > 0 ? (
            <table className="w-full max-w-2xl text-sm">
              <tbody>
                {specification.map((row) => (
                  <tr key={`${row.name}-${row.value}`} className="border-b border-gray-100 last:border-0">
                    <th scope="row" className="w-1/2 py-2 pe-4 text-start font-normal text-gray-500">
                      {row.name}
                    </th>
                    <td className="py-2">{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-gray-700">{t("product.noSpecification")}</p>
          ))}
      </div>
      <div {...tabs.panel("reviews")} className="p-4 sm:p-6">
        {tab === "reviews" && reviews}
      </div>
    </div>
  );
}
