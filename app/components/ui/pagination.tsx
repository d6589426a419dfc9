import { Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { isPageChange, pageWindow } from "~/lib/pagination";

/** Links to other pages of the same list; page 1 is left out of the URL. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (totalPages <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
  const cell = "inline-flex size-9 items-center justify-center rounded-md text-sm";
  const step = (target: number, label: string, icon: React.ReactNode) =>
    isPageChange(target, page, totalPages) ? (
      <Link to={href(target)} className={`${cell} hover:bg-gray-200`} aria-label={label}>
        {icon}
      </Link>
    ) : (
      <span className={`${cell} text-gray-300`} aria-hidden="true">
        {icon}
      </span>
    );
  return (
    <nav aria-label={t("pagination.label")} className="flex items-center justify-center gap-1">
      {step(page - 1, t("pagination.previous"), <Icon name="chevron-left" className="size-4 flip-rtl" />)}
      {pageWindow(page, totalPages).map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className={`${cell} bg-brand-500 font-bold`}>
            {n}
          </span>
        ) : (
          <Link key={n} to={href(n)} className={`${cell} hover:bg-gray-200`}>
            {n}
          </Link>
        ),
      )}
      {step(page + 1, t("pagination.next"), <Icon name="chevron-right" className="size-4 flip-rtl" />)}
    </nav>
  );
}
