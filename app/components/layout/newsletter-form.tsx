import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { action } from "~/routes/newsletter";

export function NewsletterForm() {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.data;
  const error = result && !result.ok ? result.errors.email : undefined;
  return (
    <fetcher.Form method="post" action="/newsletter" noValidate>
      <div className="flex">
        <label htmlFor="newsletter-email" className="sr-only">
          {t("footer.emailAddress")}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          key={result?.ok ? "sent" : "editing"}
          defaultValue={result && !result.ok ? result.email : ""}
          placeholder={t("footer.emailAddress")}
          aria-invalid={error ? true : undefined}
          aria-describedby="newsletter-status"
          className="min-w-0 flex-1 rounded-s-md border-0 bg-white/10 px-3 py-2 text-sm text-white placeholder:text-gray-400"
        />
        <button type="submit" className="btn btn-primary rounded-s-none" disabled={fetcher.state !== "idle"}>
          {t("footer.subscribe")}
        </button>
      </div>
      <p
        id="newsletter-status"
        aria-live="polite"
        className={`mt-2 text-sm ${error ? "text-red-300" : "text-green-300"}`}
      >
        {error ? t(error) : result?.ok ? t("footer.subscribed") : ""}
      </p>
    </fetcher.Form>
  );
}
