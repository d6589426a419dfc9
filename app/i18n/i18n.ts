import i18next, { type i18n } from "i18next";
import type { Locale } from "~domain/locales";

export type Messages = { [key: string]: string | Messages };

// One i18next instance per language, made once from its dictionary: the server registers all three when it
// starts; the browser fetches the visitor's language before hydrating, and another one when it changes.
const instances = new Map<Locale, i18n>();
const loading = new Map<string, Promise<i18n>>();
const listeners = new Set<() => void>();

export function addMessages(locale: Locale, messages: Messages): i18n {
  const existing = instances.get(locale);
  if (existing) return existing;
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  instances.set(locale, instance);
  for (const listener of listeners) listener();
  return instance;
}

export function loadedI18n(locale: Locale): i18n | undefined {
  return instances.get(locale);
}

/** The language's dictionary from its fingerprinted address (browser only), fetched once. */
export function loadMessages(locale: Locale, url: string): Promise<i18n> {
  const ready = instances.get(locale);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json() as Promise<Messages>;
      })
      .then((messages) => addMessages(locale, messages))
      .finally(() => loading.delete(url));
    loading.set(url, pending);
  }
  return pending;
}

/** Called whenever a language becomes available. */
export function onMessagesAdded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
