import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/ui/page-header";

/** Every text style of the site, in the visitor's language. */
export default function Typography() {
  const { t } = useTranslation();
  const sample = t("site.typography.sample");
  return (
    <div className="container-store py-6">
      <PageHeader title={t("site.typography.title")} />
      <div className="card space-y-5 p-6 md:p-10">
        <p className="text-4xl font-bold">{t("site.typography.heading", { level: 1 })}</p>
        <p className="text-3xl font-bold">{t("site.typography.heading", { level: 2 })}</p>
        <p className="text-2xl font-bold">{t("site.typography.heading", { level: 3 })}</p>
        <p className="text-xl font-bold">{t("site.typography.heading", { level: 4 })}</p>
        <p className="text-lg text-gray-800">{sample}</p>
        <p className="text-sm text-gray-600">{sample}</p>
        <blockquote className="border-s-4 border-brand-500 ps-4 italic text-gray-700">{sample}</blockquote>
        <ul className="list-disc space-y-1 ps-6">
          <li>{t("site.typography.listItem", { number: 1 })}</li>
          <li>{t("site.typography.listItem", { number: 2 })}</li>
        </ul>
        <p>
          <a href="#main" className="text-brand-700 underline">
            {t("site.typography.link")}
          </a>{" "}
          · <strong>{t("site.typography.bold")}</strong> · <em>{t("site.typography.italic")}</em> ·{" "}
          <code className="rounded bg-gray-100 px-1">SKU-0001</code>
        </p>
      </div>
    </div>
  );
}
