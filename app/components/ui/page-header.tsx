import { useTranslation } from "~/i18n/translation";
import { Breadcrumb, type Crumb } from "./breadcrumb";
import { PageMeta, type PageMetaProps } from "./page-meta";

/** Title, breadcrumb (Home > … > title) and <title> of a simple page. */
export function PageHeader({
  title,
  trail = [],
  description,
  meta,
}: {
  title: string;
  trail?: Crumb[];
  description?: string;
  /** What link previews show besides the title and description (a post's picture, say). */
  meta?: Omit<PageMetaProps, "title" | "description">;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-6">
      <PageMeta title={title} description={description} {...meta} />
      <Breadcrumb items={[{ label: t("nav.home"), to: "/" }, ...trail, { label: title }]} />
      <h1 className="mt-3 text-3xl font-bold">{title}</h1>
    </div>
  );
}
