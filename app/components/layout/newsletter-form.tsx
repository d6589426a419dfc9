import { useId } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n/translation";
import type { FormResult } from "~domain/form";

const TONES = {
  dark: {
    input: "border-0 bg-white/10 text-white placeholder:text-gray-400",
    error: "text-red-300",
    ok: "text-green-300",
  },
  light: { input: "border border-gray-300 bg-white", error: "text-red-700", ok: "text-green-700" },
};

/**
 * The newsletter sign-up: in the footer (dark), in the blog's sidebar and on its own page (light). `result`
 * is the outcome of a post made without JavaScript, which lands on that page.
 */
export function NewsletterForm({ tone = "dark", result: posted }: { tone?: keyof typeof TONES; result?: FormResult }) {
  const { t } = useTranslation();
  const id = useId();
  const colors = TONES[tone];
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.data ?? posted;
  const error = result && !result.ok ? result.errors.email : undefined;
  return (
    <fetcher.Form method="post" action="/newsletter" noValidate>
      <div className="flex">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t("footer.emailAddress")}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          key={result?.ok ? "sent" : "editing"}
          defaultValue={result && !result.ok ? result.values.email : ""}
          placeholder={t("footer.emailAddress")}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-status`}
          className={`min-w-0 flex-1 rounded-s-md px-3 py-2 text-sm ${colors.input}`}
        />
        <button type="submit" className="btn btn-primary rounded-s-none" disabled={fetcher.state !== "idle"}>
          {t("footer.subscribe")}
        </button>
      </div>
      <p id={`${id}-status`} aria-live="polite" className={`mt-2 text-sm ${error ? colors.error : colors.ok}`}>
        {error ? t(error) : result?.ok ? t("footer.subscribed") : ""}
      </p>
    </fetcher.Form>
  );
}
