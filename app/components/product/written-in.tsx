import { useTranslation } from "~/i18n/translation";
import { languageName } from "~/lib/language-name";
import type { Locale } from "~domain/locales";

/** "Written in English": under a listing's text shown as its seller wrote it, in a page of another language. */
export function WrittenIn({ lang, className = "" }: { lang: Locale; className?: string }) {
  const { t, locale: page } = useTranslation();
  if (lang === page) return null;
  // Named by the runtime's CLDR, which may spell it otherwise than the server's: the browser's stands.
  const language = languageName(lang, page);
  return (
    <p suppressHydrationWarning className={`text-xs text-gray-600 ${className}`}>
      {t("product.writtenIn", { language })}
    </p>
  );
}
