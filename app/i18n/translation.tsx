import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from "react";
import type { Locale } from "~domain/locales";
import type { Translate } from "~domain/translator";
import { loadedTranslator, loadMessages, onMessagesAdded } from "./i18n";

type Translation = { t: Translate; locale: Locale };

const TranslationContext = createContext<Translation | null>(null);

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
    () => loadedTranslator(locale),
    () => loadedTranslator(locale),
  );
  const shown = useRef<Translation | null>(null);
  if (wanted && shown.current?.t !== wanted) shown.current = { t: wanted, locale };
  useEffect(() => {
    if (!wanted) void loadMessages(locale, messagesUrl);
  }, [wanted, locale, messagesUrl]);
  if (!shown.current) throw new Error(`No dictionary for ${locale}`);
  return <TranslationContext.Provider value={shown.current}>{children}</TranslationContext.Provider>;
}

/** The `t` function of the page's language, and that language. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error("useTranslation must be used below TranslationProvider");
  return translation;
}
