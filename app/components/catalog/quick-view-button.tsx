import { type ComponentType, useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { useHydrated } from "~/lib/use-hydrated";
import type { loader } from "~/routes/quick-view";
import { productPath } from "~domain/catalog-links";
import { cardIconButton } from "./product-actions";
import type { QuickViewDialogProps } from "./quick-view-dialog";

/** The specification's quick view delay: the modal opens this long after the click, unless cancelled. */
const QUICK_VIEW_DELAY_MS = 350;

// The modal's code is fetched on the first click, so it is not part of the page's first load.
const loadDialog = () => import("./quick-view-dialog").then((module) => module.QuickViewDialog);

type Phase = "idle" | "pending" | "open";

/**
 * The card's Quick view button. A click starts loading the product at once and opens the modal when both
 * the 350 ms delay has passed and the data is in; meanwhile a spinner shows, and a second click, Escape or
 * moving the focus away cancels it. Until the scripts run it is a link to the product's page.
 */
export function QuickViewButton({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof loader>();
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [phase, setPhase] = useState<Phase>("idle");
  const [delayPassed, setDelayPassed] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<QuickViewDialogProps> | null>(null);
  const hydrated = useHydrated();

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    setPhase("idle");
  }, []);

  function start() {
    setPhase("pending");
    setDelayPassed(false);
    fetcher.load(`/shop/quick-view/${encodeURIComponent(slug)}`);
    if (!Dialog) {
      // Should the modal's code not arrive (a dropped connection), the product's page is where the click leads, as
      // before the scripts: never a click that does nothing.
      loadDialog().then(
        (component) => setDialog(() => component),
        () => window.location.assign(productPath(slug)),
      );
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setDelayPassed(true), QUICK_VIEW_DELAY_MS);
  }

  // Escape cancels a pending open (once open, the dialog handles Escape itself).
  useEffect(() => {
    if (phase !== "pending") return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") cancel();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [phase, cancel]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const ready = phase === "pending" && delayPassed && Dialog !== null && fetcher.state === "idle" && fetcher.data;
  useEffect(() => {
    if (ready) setPhase("open");
  }, [ready]);

  const pending = phase === "pending";
  if (!hydrated) {
    // Before the scripts, the product's page: what the modal would show, and more.
    return (
      <a
        href={productPath(slug)}
        className={cardIconButton}
        aria-label={t("product.quickViewOf", { name })}
        // React attaches this while hydrating, a moment before the effect that swaps in the button: a click in
        // between opens the modal as the button would, instead of leaving for the product's page.
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          start();
        }}
      >
        <Icon name="eye" className="size-4" />
      </a>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className={cardIconButton}
        aria-label={t("product.quickViewOf", { name })}
        aria-busy={pending}
        aria-haspopup="dialog"
        title={pending ? t("product.quickViewLoading") : t("product.quickView")}
        onClick={() => (pending ? cancel() : start())}
        onBlur={() => {
          if (pending) cancel();
        }}
      >
        {pending ? (
          <Icon name="loader-circle" className="size-4 animate-spin motion-reduce:animate-none" />
        ) : (
          <Icon name="eye" className="size-4" />
        )}
      </button>
      {phase === "open" && Dialog && fetcher.data ? (
        <Dialog
          product={fetcher.data.product}
          onClose={() => setPhase("idle")}
          // Radix would focus the element focused before opening; say it explicitly, it must be this button.
          returnFocusTo={button}
        />
      ) : null}
    </>
  );
}
