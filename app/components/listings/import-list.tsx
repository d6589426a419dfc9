import { Link } from "react-router";
import { PostDate } from "~/components/blog/post-card";
import { useTranslation } from "~/i18n/translation";
import type { ImportStatus } from "~server/listings/product-imports";

/** The owner's latest imports: when, where each stands, and a link to its page. */
export function ImportList({ imports, pageOf }: { imports: ImportStatus[]; pageOf: (id: number) => string }) {
  const { t } = useTranslation();
  if (imports.length === 0) return null;
  return (
    <section aria-labelledby="imports-latest" className="card mt-6 p-5">
      <h2 id="imports-latest" className="mb-3 text-lg font-bold">
        {t("imports.latest")}
      </h2>
      <ul className="divide-y divide-gray-100 text-sm">
        {imports.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link to={pageOf(item.id)} className="text-brand-700 hover:underline">
              {t("imports.statusTitle", { id: item.id })}
            </Link>
            <span className="text-gray-600">
              <PostDate iso={item.createdAt} />
            </span>
            <span className="font-semibold">{t(`imports.status.${item.status}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
