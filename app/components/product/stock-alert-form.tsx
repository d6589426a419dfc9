import { type FormEvent, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { FormSuccess } from "~/components/ui/form-success";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { useRootData } from "~/lib/root-data";
import { useHydrated } from "~/lib/use-hydrated";
import type { StockAlertActionData } from "~/routes/product-stock-alert";
import { FETCHER_FIELD } from "~domain/fetcher-field";
import { lookUp } from "~domain/untrusted-keys";

/** What a post without JavaScript comes back with (`?alert=…`): a note, or the field's message. */
const RETURNED: Record<string, { ok: boolean; key: string }> = {
  subscribed: { ok: true, key: "stockAlert.subscribed" },
  invalid: { ok: false, key: "errors.emailInvalid" },
  limited: { ok: false, key: "stockAlert.tooMany" },
};

/**
 * "Notify me when available", under a product that cannot be bought now: an email (the signed-in user's, filled
 * in), posted through a fetcher with JavaScript and as a plain form without it.
 */
export function StockAlertForm({ productSlug }: { productSlug: string }) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const fetcher = useFetcher<StockAlertActionData>();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(user?.email ?? "");
  // Before hydration the browser's own checks guard the form; after it, the server's answer beside the field.
  const hydrated = useHydrated();
  const action = `/shop/products/${encodeURIComponent(productSlug)}/stock-alert`;
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const returned = result === undefined ? lookUp(RETURNED, searchParams.get("alert")) : undefined;
  const done = result?.ok || (returned?.ok ?? false);
  const error = result && !result.ok ? result.errors.email : returned && !returned.ok ? returned.key : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    formData.set(FETCHER_FIELD, "1");
    fetcher.submit(formData, { method: "post", action });
  }

  return (
    <section id="stock-alert" aria-labelledby="stock-alert-title" className="rounded-md border border-gray-200 p-4">
      <h2 id="stock-alert-title" className="font-semibold">
        {t("stockAlert.title")}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t("stockAlert.intro")}</p>
      <form
        method="post"
        action={action}
        noValidate={hydrated}
        onSubmit={onSubmit}
        className="mt-3 flex flex-wrap items-start gap-2"
      >
        <div className="min-w-56 flex-1">
          <TextField
            name="email"
            type="email"
            required
            autoComplete="email"
            label={t("account.email")}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={error}
          />
        </div>
        <button type="submit" className="btn btn-primary mt-6" disabled={fetcher.state !== "idle"}>
          {t("stockAlert.submit")}
        </button>
      </form>
      <div className="mt-2">
        <FormSuccess message={done ? "stockAlert.subscribed" : undefined} />
      </div>
    </section>
  );
}
