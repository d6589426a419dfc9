import { useFetcher, useLocation } from "react-router";

/** Posts a language or currency choice; the root data is reloaded with the new preference. */
export function usePreferenceChange() {
  const fetcher = useFetcher();
  const location = useLocation();
  return (choice: { locale?: string; currency?: string }) => {
    const form = new FormData();
    if (choice.locale) form.set("locale", choice.locale);
    if (choice.currency) form.set("currency", choice.currency);
    form.set("redirectTo", `${location.pathname}${location.search}`);
    void fetcher.submit(form, { method: "post", action: "/preferences" });
  };
}
