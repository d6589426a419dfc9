import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { SITE } from "~/lib/site";

export function Logo({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={`inline-flex items-center gap-2 font-extrabold text-xl tracking-tight ${className}`}>
      <svg viewBox="0 0 32 32" className="size-9 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#1f2937" />
        <path d="M9 23l8-8m2-2l4-4m-6 0l6 6" stroke="#ffb300" strokeWidth="3" strokeLinecap="round" fill="none" />
      </svg>
      <span>
        {SITE.name}
        <span className="sr-only"> — {t("shell.home")}</span>
      </span>
    </Link>
  );
}
