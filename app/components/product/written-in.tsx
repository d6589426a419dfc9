import { useTranslation } from "~/i18n/translation";
import { type Locale, localeOr } from "~domain/locales";

/** "Written in English": under a listing's text shown as its seller wrote it, in a page of another language. */
export function WrittenIn({ lang, className = "" }: { lang: Locale; className?: string }) {
  const { t, i18n } = useTranslation();
  const page = localeOr(i18n.language);
  if (lang === page) return null;
  // The language named in the page's own (English, английский, الإنجليزية), by the runtime's CLDR, which may spell
  // it otherwise than the server's: the browser's stands.
  const language = new Intl.DisplayNames(page, { type: "language" }).of(lang) ?? lang;
  return (
    <p suppressHydrationWarning className={`text-xs text-gray-600 ${className}`}>
      {t("product.writtenIn", { language })}
    </p>
  );
}
