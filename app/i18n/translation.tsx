import type { i18n, TFunction } from "i18next";
import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from "react";
import type { Locale } from "~domain/locales";
import { loadedI18n, loadMessages, onMessagesAdded } from "./i18n";

type Translation = { t: TFunction; i18n: i18n };

const TranslationContext = createContext<Translation | null>(null);
const translations = new WeakMap<i18n, Translation>();

/**
 * The language's `t`, remembering each text asked for without options or with a count alone: the shell alone
 * asks for about a hundred on every page, and i18next resolves each key anew (separators, plural rules, interpolation).
 */
function rememberingT(instance: i18n): TFunction {
  const plain = new Map<string, string>();
  // Texts asked with a count alone (the header's counters): as constant as the dictionary, and capped.
  const counted = new Map<string, string>();
  const t = (key: string | string[], options?: unknown) => {
    const count = options === undefined ? undefined : countAlone(options);
    if (typeof key !== "string" || count === null) return instance.t(key as never, options as never);
    const remembered = count === undefined ? plain : counted;
    const id = count === undefined ? key : `${count} ${key}`;
    let text = remembered.get(id);
    if (text === undefined) {
      text = count === undefined ? instance.t(key) : instance.t(key, { count });
      if (remembered.size < MAX_REMEMBERED) remembered.set(id, text);
    }
    return text;
  };
  return t as TFunction;
}

const MAX_REMEMBERED = 5000;

/** The count when the options are `{ count }` and nothing else, a whole number; else null. */
function countAlone(options: unknown): number | null {
  if (typeof options !== "object" || options === null || !("count" in options)) return null;
  const { count } = options;
  return Object.keys(options).length === 1 && typeof count === "number" && Number.isSafeInteger(count) ? count : null;
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
