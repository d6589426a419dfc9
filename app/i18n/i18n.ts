import type { Locale } from "~domain/locales";
import { type Messages, type Translate, translator } from "~domain/translator";

export type { Messages };

// One translator per language, made once from its dictionary: the server registers all three when it starts; the
// browser fetches the visitor's language before hydrating, and another one when it changes.
const translators = new Map<Locale, Translate>();
const loading = new Map<string, Promise<Translate>>();
const listeners = new Set<() => void>();

export function addMessages(locale: Locale, messages: Messages): Translate {
  const existing = translators.get(locale);
  if (existing) return existing;
  const t = translator(locale, messages);
  translators.set(locale, t);
  for (const listener of listeners) listener();
  return t;
}

export function loadedTranslator(locale: Locale): Translate | undefined {
  return translators.get(locale);
}

/** The language's dictionary from its fingerprinted address (browser only), fetched once. */
export function loadMessages(locale: Locale, url: string): Promise<Translate> {
  const ready = translators.get(locale);
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
