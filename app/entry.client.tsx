import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { LOCALES } from "~domain/locales";
import { loadMessages } from "./i18n/i18n";

// The default entry of React Router 7, after the page's dictionary (preloaded by the <link> the root renders)
// has arrived: hydration must render the same texts as the server.
const link = document.querySelector<HTMLLinkElement>("link[data-messages]");
const locale = LOCALES.find((code) => code === document.documentElement.lang);
const dictionary = link && locale ? loadMessages(locale, link.href) : Promise.resolve();

// Should the dictionary not arrive, the page stays as the server rendered it: links and forms work as without
// JavaScript.
dictionary.then(
  () => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  },
  (error: unknown) => console.error("The page's texts could not be loaded; it works without scripts.", error),
);
