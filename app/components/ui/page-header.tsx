import { useTranslation } from "react-i18next";
import { Breadcrumb, type Crumb } from "./breadcrumb";
import { PageMeta } from "./page-meta";

/** Title, breadcrumb (Home > … > title) and <title> of a simple page. */
export function PageHeader({
  title,
  trail = [],
  description,
}: {
  title: string;
  trail?: Crumb[];
  description?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-6">
      <PageMeta title={title} description={description} />
      <Breadcrumb items={[{ label: t("nav.home"), to: "/" }, ...trail, { label: title }]} />
      <h1 className="mt-3 text-3xl font-bold">{title}</h1>
    </div>
  );
}
