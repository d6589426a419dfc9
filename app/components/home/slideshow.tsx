import { useDirection } from "@radix-ui/react-direction";
import { type KeyboardEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { useStoreEmbla } from "~/components/ui/carousel";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import type { SlideData } from "~server/catalog/home";

/** The slides' colours, taken in turn. */
const TONES = ["from-ink-900 to-ink-700", "from-amber-900 to-amber-700", "from-slate-800 to-sky-800"] as const;
const INTERVAL_MS = 7000;
/** Tailwind's `md`, where the slide's picture shows. */
const WIDE = "(min-width: 48rem)";
/** A transparent pixel, inline: what the picture's `<img>` holds where its source does not apply (it is hidden there). */
const NO_PICTURE = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** A path of ours is a client-side link; an https address (checked when saved) a plain one. */
function SlideLink({ to, children }: { to: string; children: React.ReactNode }) {
  const className = "btn btn-primary mt-6";
  return to.startsWith("/") ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

/**
 * The operator's slides shown now (/admin/home), one at a time, with dots. It moves on by itself unless the visitor prefers reduced motion,
 * stops while hovered or focused, and has a pause button (WCAG 2.2.2).
 */
export function Slideshow({ slides }: { slides: SlideData[] }) {
  const { t } = useTranslation();
  const direction = useDirection();
  const [viewportRef, api] = useStoreEmbla({ loop: true });
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const shown = slides;

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPlaying(false);
  }, []);
  useEffect(() => {
    if (!api) return;
    const select = () => setCurrent(api.selectedScrollSnap());
    select();
    api.on("select", select).on("reInit", select);
    return () => {
      api.off("select", select).off("reInit", select);
    };
  }, [api]);
  useEffect(() => {
    if (!api || !playing || held) return;
    const timer = window.setInterval(() => api.scrollNext(), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [api, playing, held]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!api || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    event.preventDefault();
    if ((event.key === "ArrowRight") === (direction === "ltr")) api.scrollNext();
    else api.scrollPrev();
  }

  if (shown.length === 0) return null;
  return (
    <section
      aria-roledescription={t("home.carousel")}
      aria-label={t("home.highlights")}
      className="relative overflow-hidden rounded-lg"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y" aria-live={playing && !held ? "off" : "polite"}>
          {shown.map((slide, index) => {
            const tone = TONES[index % TONES.length];
            return (
              // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a labelled group (WAI-ARIA carousel pattern).
              <div
                key={slide.id}
                role="group"
                aria-roledescription={t("home.slide")}
                aria-label={t("home.slideOf", { number: index + 1, total: shown.length })}
                inert={index !== current}
                className={`grid min-h-[300px] min-w-0 shrink-0 grow-0 basis-full items-center gap-6 bg-gradient-to-br ${tone} p-8 pb-14 text-white md:min-h-[380px] md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] md:p-12`}
              >
                {/* min-w-0, and a size per column width (narrower beside the picture from md): a long word (Russian "электроинструмента") fits, and wraps rather than clips. */}
                <div className="min-w-0">
                  <h2
                    lang={slide.headline.lang}
                    className="text-2xl font-extrabold leading-tight text-balance break-words hyphens-auto sm:text-3xl md:text-2xl lg:text-4xl xl:text-5xl"
                  >
                    {slide.headline.text}
                  </h2>
                  {slide.text.text ? (
                    <p lang={slide.text.lang} className="mt-4 max-w-lg text-base text-white/85 md:text-lg">
                      {slide.text.text}
                    </p>
                  ) : null}
                  <SlideLink to={slide.link}>
                    <span lang={slide.buttonLabel.lang}>{slide.buttonLabel.text}</span>
                  </SlideLink>
                </div>
                {slide.image ? (
                  // Shown from md up only: a phone, where it is hidden, never fetches it (an eager image is fetched
                  // even when hidden, beside the page's own first pictures). The <picture> is what hides: were it
                  // shown, it would be a cell of the slide's grid (on a phone, a row and a gap more).
                  <picture className="hidden md:block">
                    <source media={WIDE} srcSet={slide.image} />
                    <img
                      src={NO_PICTURE}
                      alt=""
                      width={400}
                      height={400}
                      fetchPriority={index === 0 ? "high" : "auto"}
                      loading={index === 0 ? "eager" : "lazy"}
                      className="mx-auto block size-72 rounded-full bg-white/95 object-contain p-6 shadow-2xl"
                    />
                  </picture>
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-4 flex items-center justify-center gap-2">
        {shown.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            aria-label={t("home.goToSlide", { number: index + 1 })}
            aria-current={index === current ? "true" : undefined}
            onClick={() => api?.scrollTo(index)}
            className="grid h-6 min-w-6 place-items-center px-1"
          >
            <span
              className={`block h-2.5 rounded-full transition-all ${index === current ? "w-8 bg-brand-500" : "w-2.5 bg-white/70"}`}
            />
          </button>
        ))}
        <button
          type="button"
          aria-label={t(playing ? "home.pauseSlideshow" : "home.playSlideshow")}
          onClick={() => setPlaying((value) => !value)}
          className="ms-2 grid size-6 place-items-center rounded-full text-white/80 hover:text-white"
        >
          {playing ? <Icon name="pause" className="size-4" /> : <Icon name="play" className="size-4" />}
        </button>
      </div>
    </section>
  );
}
