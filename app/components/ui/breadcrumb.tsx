import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";

export type Crumb = { label: string; to?: string };

export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("shell.breadcrumb")} className="text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={`${item.to ?? "current"}:${item.label}`} className="flex items-center gap-1">
            {index > 0 ? <Icon name="chevron-right" className="size-3.5 flip-rtl" /> : null}
            {item.to ? (
              // 24 px tall for a finger (WCAG 2.2 target size), in a 20 px line.
              <Link to={item.to} className="-my-0.5 inline-block py-0.5 hover:text-ink-900 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-ink-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
