import { Form, Link } from "react-router";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { FormSuccess } from "~/components/ui/form-success";
import { useTranslation } from "~/i18n/translation";

type Slide = {
  id: number;
  headline: string;
  link: string;
  image: string | null;
  showsFrom: string | null;
  showsUntil: string | null;
};

/** A moment as the back office shows it: UTC, to the minute. */
const moment = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/** The slides in order, each with its dates, an edit link, and buttons to move it or delete it. */
export function SlideList({ slides, saved }: { slides: Slide[]; saved: string | null }) {
  const { t } = useTranslation();
  return (
    <section id="slides" aria-labelledby="slides-title" className="card space-y-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="slides-title" className="text-lg font-bold">
          {t("admin.home.slides")}
        </h2>
        <Link to="/admin/home/slides/new" className="btn btn-primary">
          {t("admin.home.addSlide")}
        </Link>
      </div>
      <FormSuccess
        message={saved && ["slide", "up", "down", "delete"].includes(saved) ? "admin.home.saved" : undefined}
      />
      {slides.length === 0 ? <p className="text-gray-700">{t("admin.home.noSlides")}</p> : null}
      <ol className="space-y-3">
        {slides.map((slide, index) => (
          <li key={slide.id} className="flex flex-wrap items-center gap-4 rounded border border-gray-200 p-3">
            {slide.image ? (
              <img src={slide.image} alt="" width={64} height={64} className="size-16 rounded object-cover" />
            ) : (
              <span className="size-16 rounded bg-gray-100" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{slide.headline}</p>
              <p className="truncate text-sm text-gray-600">{slide.link}</p>
              <p className="text-sm text-gray-600">
                {slide.showsFrom || slide.showsUntil
                  ? t("admin.home.dates", {
                      from: slide.showsFrom ? moment(slide.showsFrom) : "…",
                      until: slide.showsUntil ? moment(slide.showsUntil) : "…",
                    })
                  : t("admin.home.always")}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Link to={`/admin/home/slides/${slide.id}`} className="btn btn-outline">
                {t("admin.home.editSlide", { number: index + 1 })}
              </Link>
              <Form method="post" className="flex gap-2">
                <input type="hidden" name="slideId" value={slide.id} />
                <button
                  type="submit"
                  name="intent"
                  value="up"
                  disabled={index === 0}
                  className="btn btn-outline"
                  aria-label={t("admin.home.moveUp", { number: index + 1 })}
                >
                  ↑
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="down"
                  disabled={index === slides.length - 1}
                  className="btn btn-outline"
                  aria-label={t("admin.home.moveDown", { number: index + 1 })}
                >
                  ↓
                </button>
              </Form>
              <ConfirmForm
                fields={{ intent: "delete", slideId: String(slide.id) }}
                label={t("admin.home.deleteSlide", { number: index + 1 })}
                buttonClassName="btn btn-outline text-red-700"
                title={t("admin.home.deleteTitle")}
                description={t("admin.home.deleteQuestion", { headline: slide.headline })}
                confirmLabel={t("admin.home.deleteConfirm")}
              />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
