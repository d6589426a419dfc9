import type { i18n, TFunction } from "i18next";
import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from "react";
import type { Locale } from "~domain/locales";
import { loadedI18n, loadMessages, onMessagesAdded } from "./i18n";

type Translation = { t: TFunction; i18n: i18n };

const TranslationContext = createContext<Translation | null>(null);
const translations = new WeakMap<i18n, Translation>();

/**
 * The language's `t`, remembering each text asked for without options: the shell alone asks for about a
 * hundred on every page, and i18next resolves each key anew (separators, plural rules, interpolation).
 */
function rememberingT(instance: i18n): TFunction {
  const plain = new Map<string, string>();
  const t = (key: string | string[], options?: unknown) => {
    if (options !== undefined || typeof key !== "string") return instance.t(key as never, options as never);
    let text = plain.get(key);
    if (text === undefined) {
      text = instance.t(key);
      plain.set(key, text);
    }
    return text;
  };
  return t as TFunction;
}

function translationOf(instance: i18n): Translation {
  let translation = translations.get(instance);
  if (!translation) {
    translation = { t: rememberingT(instance), i18n: instance };
    translations.set(instance, translation);
  }
  return translation;
}

/**
 * The page's language. Its dictionary is already there on the server and at hydration; after a switch on the
 * client, the page keeps the language it shows until the new dictionary has arrived.
 */
export function TranslationProvider({
  locale,
  messagesUrl,
  children,
}: {
  locale: Locale;
  messagesUrl: string;
  children: React.ReactNode;
}) {
  const wanted = useSyncExternalStore(
    onMessagesAdded,
    () => loadedI18n(locale),
    () => loadedI18n(locale),
  );
  const shown = useRef(wanted);
  if (wanted) shown.current = wanted;
  useEffect(() => {
    if (!wanted) void loadMessages(locale, messagesUrl);
  }, [wanted, locale, messagesUrl]);
  const instance = shown.current;
  if (!instance) throw new Error(`No dictionary for ${locale}`);
  return <TranslationContext.Provider value={translationOf(instance)}>{children}</TranslationContext.Provider>;
}

/** The `t` function of the page's language, and its i18next instance. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error("useTranslation must be used below TranslationProvider");
  return translation;
}
