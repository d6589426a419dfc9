import { useCallback, useEffect, useRef, useState } from "react";
import { SUGGESTIONS_DEBOUNCE_MS, suggestionsPath } from "~domain/search-path";
import type { Suggestion } from "~server/search/products";

/**
 * The suggestions for the text being typed: requested only for non-empty text, 100 ms after the last
 * change, and only the answer to the latest request is kept (older ones are aborted, and any that still
 * arrive late are ignored). `null` until the first answer for the current text.
 */
export function useSuggestions() {
  const [items, setItems] = useState<Suggestion[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController>(undefined);
  const latest = useRef(0);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    latest.current++;
  }, []);

  const request = useCallback(
    (text: string, category: string) => {
      cancel();
      if (!text.trim()) {
        setItems(null);
        return;
      }
      const id = latest.current;
      timer.current = setTimeout(async () => {
        const controller = new AbortController();
        inFlight.current = controller;
        try {
          const response = await fetch(suggestionsPath(text, category), { signal: controller.signal });
          if (!response.ok) throw new Error(`suggestions: HTTP ${response.status}`);
          const body: { items: Suggestion[] } = await response.json();
          if (id === latest.current) setItems(body.items);
        } catch (error) {
          // A failed request leaves the box usable: the shopper can still submit the search.
          if (!controller.signal.aborted) console.error(error);
          if (id === latest.current) setItems(null);
        }
      }, SUGGESTIONS_DEBOUNCE_MS);
    },
    [cancel],
  );

  useEffect(() => cancel, [cancel]);
  return { items, request, cancel };
}
