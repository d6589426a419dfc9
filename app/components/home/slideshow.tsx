import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

const SLIDES = [
  { key: "one", to: "/shop/catalog/power-tools", tone: "from-ink-900 to-ink-700" },
  { key: "two", to: "/shop/catalog/hand-tools", tone: "from-amber-900 to-amber-700" },
  { key: "three", to: "/shop/catalog/measurement", tone: "from-slate-800 to-sky-800" },
] as const;
const INTERVAL_MS = 7000;

/** Three slides, one at a time, with dots; it pauses while hovered or focused. */
export function Slideshow({ images }: { images: (string | undefined)[] }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setCurrent((n) => (n + 1) % SLIDES.length), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused]);
  return (
    <section
      aria-roledescription={t("home.carousel")}
      aria-label={t("home.highlights")}
      className="relative overflow-hidden rounded-lg"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {SLIDES.map((slide, index) => (
        // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a labelled group (WAI-ARIA carousel pattern).
        <div
          key={slide.key}
          role="group"
          aria-roledescription={t("home.slide")}
          aria-label={t("home.slideOf", { number: index + 1, total: SLIDES.length })}
          hidden={index !== current}
          className={`grid min-h-[300px] items-center gap-6 bg-gradient-to-br ${slide.tone} p-8 text-white md:min-h-[380px] md:grid-cols-[1.2fr_1fr] md:p-12`}
        >
          <div>
            <h2 className="text-3xl font-extrabold leading-tight md:text-5xl">{t(`home.slides.${slide.key}.title`)}</h2>
            <p className="mt-4 max-w-lg text-base text-white/85 md:text-lg">{t(`home.slides.${slide.key}.text`)}</p>
            <Link to={slide.to} className="btn btn-primary mt-6" tabIndex={index === current ? 0 : -1}>
              {t("home.shopNow")}
            </Link>
          </div>
          {images[index] ? (
            <img
              src={images[index]}
              alt=""
              width={400}
              height={400}
              fetchPriority={index === 0 ? "high" : "auto"}
              loading={index === 0 ? "eager" : "lazy"}
              className="mx-auto hidden size-72 rounded-full bg-white/95 object-contain p-6 shadow-2xl md:block"
            />
          ) : null}
        </div>
      ))}
      <div className="absolute inset-x-0 bottom-4 flex justify-center gap-2">
        {SLIDES.map((slide, index) => (
          <button
            key={slide.key}
            type="button"
            aria-label={t("home.goToSlide", { number: index + 1 })}
            aria-current={index === current ? "true" : undefined}
            onClick={() => setCurrent(index)}
            className={`h-2.5 rounded-full transition-all ${index === current ? "w-8 bg-brand-500" : "w-2.5 bg-white/60"}`}
          />
        ))}
      </div>
    </section>
  );
}
