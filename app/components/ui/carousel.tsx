import { useDirection } from "@radix-ui/react-direction";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import {
  Children,
  isValidElement,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useState,
} from "react";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { usePageHydrated } from "~/lib/use-hydrated";

/** Embla's `duration` is not in milliseconds: 18 settles in about 400 ms, the specification's carousel speed. */
const CAROUSEL_DURATION = 18;

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/** Embla with the store's speed, following the page's direction (right to left in Arabic). */
export function useStoreEmbla(options: EmblaOptions = {}) {
  const direction = useDirection();
  return useEmblaCarousel({ duration: CAROUSEL_DURATION, direction, ...options });
}

/** Which way the carousel can still go, kept in step with Embla. */
function useScrollState(api: EmblaApi | undefined) {
  const [state, setState] = useState({ canPrev: false, canNext: true, ready: false });
  useEffect(() => {
    if (!api) return;
    const update = () => setState({ canPrev: api.canScrollPrev(), canNext: api.canScrollNext(), ready: true });
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);
  return state;
}

const FOCUSABLE = "a[href], button:not(:disabled), input, select, textarea, [tabindex]:not([tabindex='-1'])";

const buttonClass =
  "absolute top-1/2 z-10 grid size-10 -translate-y-1/2 place-items-center rounded-full border border-gray-200 bg-white text-ink-800 shadow-md transition-opacity hover:bg-brand-50 disabled:cursor-default disabled:opacity-0";

/**
 * A row of slides moved by buttons, arrow keys and swipe. How many slides show at once is set by CSS widths
 * per breakpoint (`slideClassName`, e.g. "basis-1/2 lg:basis-1/4"), so the server renders the right layout.
 */
export function Carousel({
  label,
  labelledBy,
  slideClassName,
  loop = false,
  serverSlides,
  children,
}: {
  /** The accessible name of the carousel region: a text, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  slideClassName: string;
  loop?: boolean;
  /**
   * How many slides the server's HTML holds (as many as the widest layout shows at once); the rest join once the
   * page runs, as only a script can scroll to them. All of them when not given.
   */
  serverSlides?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const direction = useDirection();
  const id = useId();
  const slides = Children.toArray(children);
  const shown = usePageHydrated() || serverSlides === undefined ? slides : slides.slice(0, serverSlides);
  const [viewportRef, api] = useStoreEmbla({ loop, align: "start", containScroll: "trimSnaps", inViewThreshold: 0.9 });
  const { canPrev, canNext, ready } = useScrollState(api);
  const scrollable = !ready || canPrev || canNext;

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (!api || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      event.preventDefault();
      const forward = (event.key === "ArrowRight") === (direction === "ltr");
      const slideNodes = api.slideNodes();
      const from = slideNodes.findIndex((node) => node.contains(event.target as Node));
      if (from < 0) {
        if (forward) api.scrollNext();
        else api.scrollPrev();
        return;
      }
      // Focus is on a slide: move it to the neighbouring slide, and bring that one into view.
      const to = loop
        ? (from + (forward ? 1 : -1) + slideNodes.length) % slideNodes.length
        : Math.min(Math.max(from + (forward ? 1 : -1), 0), slideNodes.length - 1);
      if (to === from) return;
      if (!api.slidesInView().includes(to)) {
        if (forward) api.scrollNext();
        else api.scrollPrev();
      }
      // The same control of the next slide: from a product's link to the next product's link.
      const controls = (slide: HTMLElement | undefined) => [...(slide?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const position = Math.max(controls(slideNodes[from]).indexOf(event.target as HTMLElement), 0);
      const targets = controls(slideNodes[to]);
      (targets[position] ?? targets[0])?.focus({ preventScroll: true });
    },
    [api, direction, loop],
  );

  return (
    <section
      aria-roledescription={t("home.carousel")}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className="relative"
      onKeyDown={onKeyDown}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div id={id} className="-ms-4 flex touch-pan-y">
          {shown.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a labelled group (WAI-ARIA carousel pattern).
            <div
              key={isValidElement(slide) && slide.key !== null ? slide.key : index}
              role="group"
              aria-roledescription={t("home.slide")}
              aria-label={t("home.slideOf", { number: index + 1, total: slides.length })}
              className={`slide ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {scrollable ? (
        <>
          <button
            type="button"
            aria-label={t("home.previous")}
            aria-controls={id}
            disabled={!canPrev}
            onClick={() => api?.scrollPrev()}
            className={`${buttonClass} -start-3`}
          >
            <Icon name="chevron-left" className="flip-rtl size-5" />
          </button>
          <button
            type="button"
            aria-label={t("home.next")}
            aria-controls={id}
            disabled={!canNext}
            onClick={() => api?.scrollNext()}
            className={`${buttonClass} -end-3`}
          >
            <Icon name="chevron-right" className="flip-rtl size-5" />
          </button>
        </>
      ) : null}
    </section>
  );
}
