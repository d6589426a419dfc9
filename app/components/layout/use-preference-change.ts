import { useFetcher, useLocation } from "react-router";
import { loadMessages } from "~/i18n/i18n";
import { useRootData } from "~/lib/root-data";
import { LOCALES } from "~domain/locales";

/**
 * Posts a language or currency choice; the root data is reloaded with the new preference. A new language's
 * dictionary is fetched first, so the page changes language in one step.
 */
export function usePreferenceChange() {
  const fetcher = useFetcher();
  const location = useLocation();
  const { messageUrls } = useRootData();
  return async (choice: { locale?: string; currency?: string }) => {
    const form = new FormData();
    const locale = LOCALES.find((code) => code === choice.locale);
    if (locale) {
      form.set("locale", locale);
      await loadMessages(locale, messageUrls[locale]).catch(() => undefined);
    }
    if (choice.currency) form.set("currency", choice.currency);
    form.set("redirectTo", `${location.pathname}${location.search}`);
    await fetcher.submit(form, { method: "post", action: "/preferences" });
  };
}
