import { data, useLocation } from "react-router";
import { ContactDetails } from "~/components/site/contact-details";
import { ContactForm } from "~/components/site/contact-form";
import { StoreMap } from "~/components/site/store-map";
import { PageHeader } from "~/components/ui/page-header";
import { useTranslation } from "~/i18n/translation";
import { type FormResult, parseForm } from "~domain/form";
import { contactSchema, saveContactMessage } from "~server/content/contact";
import { readForm } from "~server/http/form-data";
import type { Route } from "./+types/contact-us";

const MAP_LINK = "https://www.openstreetmap.org/?mlat=40.7128&mlon=-74.0060#map=15/40.7128/-74.0060";

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(contactSchema, await readForm(request));
  if (!parsed.ok) return data<FormResult>(parsed, 400);
  const saved = await saveContactMessage(context.db, parsed.data, context.prefs.locale, context.clientIp, context.now);
  if (!saved)
    return data<FormResult>({ ok: false, errors: {}, formError: "site.contact.tooMany", values: parsed.values }, 429);
  return data<FormResult>({ ok: true });
}

/** Both contact layouts: the map above the details (contact-us) or beside them (contact-us-alt); the form below. */
export default function ContactUs({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const alt = useLocation().pathname.endsWith("-alt");
  const map = (
    <section id="location" aria-labelledby="contact-map" className="card overflow-hidden">
      <h2 id="contact-map" className="sr-only">
        {t("nav.storeLocation")}
      </h2>
      <StoreMap
        href={MAP_LINK}
        // Beside the details (alt, wide screens) the map fills the row's height; elsewhere it keeps its shape.
        className={
          alt ? "aspect-[4/3] sm:aspect-[16/9] lg:aspect-auto lg:h-full lg:min-h-72" : "aspect-[4/3] sm:aspect-[16/7]"
        }
      />
    </section>
  );
  const details = (
    <section aria-labelledby="contact-details" className="card space-y-4 p-6">
      <h2 id="contact-details" className="text-xl font-bold">
        {t("site.contact.ourAddress")}
      </h2>
      <ContactDetails
        size="large"
        className="space-y-4"
        hours={
          <div>
            <h3 className="font-semibold">{t("site.contact.openingHours")}</h3>
            <p>{t("site.contact.hoursWeekdays")}</p>
            <p>{t("site.contact.hoursSaturday")}</p>
            <p>{t("site.contact.hoursSunday")}</p>
          </div>
        }
      />
    </section>
  );
  return (
    <div className="container-store py-6">
      <PageHeader title={t("site.contact.title")} description={t("site.contact.intro")} />
      <p className="mb-6 max-w-3xl text-gray-700">{t("site.contact.intro")}</p>
      {alt ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {details}
          {map}
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-3">{map}</div>
          {details}
          <div className="lg:col-span-2">
            <ContactForm result={actionData} />
          </div>
        </div>
      )}
      {alt ? (
        <div className="mt-6">
          <ContactForm result={actionData} />
        </div>
      ) : null}
    </div>
  );
}
