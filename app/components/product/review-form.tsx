import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { useHydrated } from "~/lib/use-hydrated";
import type { ReviewActionData } from "~/routes/product-review";
import type { FieldErrors } from "~domain/form";
import { HONEYPOT_FIELD, REVIEW_FETCHER_FIELD, REVIEW_NAME_MAX, REVIEW_TEXT_MAX } from "~domain/review-fields";
import { lookUp } from "~domain/untrusted-keys";

const REQUIRED = ["name", "email", "text"] as const;
const STARS = [5, 4, 3, 2, 1];
/** What a post without JavaScript comes back with (`?review=…`), as a message. */
const RETURN_MESSAGES: Record<string, { ok: boolean; key: string }> = {
  thanks: { ok: true, key: "reviews.posted" },
  updated: { ok: true, key: "reviews.updated" },
  invalid: { ok: false, key: "reviews.errors.invalid" },
  limited: { ok: false, key: "reviews.errors.tooMany" },
  buyersOnly: { ok: false, key: "reviews.errors.buyersOnly" },
};

/** The reviewer's own review, shown again to edit. */
export type OwnReviewValues = { name: string; email: string; text: string; stars: number; hidden: boolean };

/**
 * The review form. With JavaScript it checks the required fields itself (nothing is sent while one is empty)
 * and posts through a fetcher, so the page's rating updates and the typed text stays on a failure.
 */
export function ReviewForm({
  productSlug,
  user,
  own = null,
  buyer = false,
  buyersOnly = false,
  token,
  typed,
  headingLevel = 3,
}: {
  productSlug: string;
  user: { name: string; email: string } | null;
  /** Their review of the product, which the form edits. */
  own?: OwnReviewValues | null;
  /** They bought and received the product: their review is marked "Verified purchase". */
  buyer?: boolean;
  /** The store takes reviews only from buyers (a store setting). */
  buyersOnly?: boolean;
  /** An invitation's link (the "is complete" mail): the form writes that buyer's review, verified. */
  token?: string;
  /** What a post without scripts typed, refused, with its messages (the invitation's page). */
  typed?: ReviewActionData;
  /** Its heading's level: under the product's tabs (3), or under a page's own title (2). */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ReviewActionData>();
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // Before hydration the browser's own checks (`required`) guard the form; after it, ours do.
  const hydrated = useHydrated();

  const result = fetcher.state === "idle" ? (fetcher.data ?? typed) : undefined;
  // A visitor without an account starts again from an empty form; a reviewer's own review stays in it to edit.
  const keepsReview = user !== null || token !== undefined;
  useEffect(() => {
    if (result?.ok && !keepsReview) formRef.current?.reset();
  }, [result, keepsReview]);

  const errors: FieldErrors = clientErrors ?? (result && !result.ok ? result.errors : {});
  const formError = errors.form ?? errors[HONEYPOT_FIELD];
  const returned =
    result === undefined && !clientErrors ? lookUp(RETURN_MESSAGES, searchParams.get("review")) : undefined;
  const success = result?.ok
    ? result.edited
      ? "reviews.updated"
      : "reviews.posted"
    : returned?.ok
      ? returned.key
      : null;
  const failure = formError ?? (returned && !returned.ok ? returned.key : undefined);
  const product = `/shop/products/${encodeURIComponent(productSlug)}`;
  const action = token ? `${product}/review` : `${product}/reviews`;
  const values = result && !result.ok ? result.values : undefined;
  // What was typed, when refused (a field sent twice gives its first); else the review as saved, or the account's.
  const shownValue = (name: string, fallback: string) => {
    if (!values) return fallback;
    const typedValue = values[name];
    return (Array.isArray(typedValue) ? typedValue[0] : typedValue) ?? "";
  };
  const chosenStars = Number(shownValue("stars", String(own?.stars ?? 5)));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    const missing: FieldErrors = {};
    for (const field of REQUIRED) {
      if (String(formData.get(field) ?? "").trim() === "") missing[field] = "errors.required";
    }
    const first = REQUIRED.find((field) => missing[field]);
    if (first) {
      setClientErrors(missing);
      const element = form.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setClientErrors(null);
    formData.set(REVIEW_FETCHER_FIELD, "1");
    fetcher.submit(formData, { method: "post", action });
  }

  const verified = token !== undefined || buyer;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (buyersOnly && !verified) {
    return (
      <section aria-labelledby="review-form-heading" className="max-w-2xl">
        <Heading id="review-form-heading" className="mb-2 text-xl font-semibold">
          {t("reviews.formHeading")}
        </Heading>
        <p className="text-gray-700">{t(user ? "reviews.buyersOnlySignedIn" : "reviews.buyersOnlyGuest")}</p>
      </section>
    );
  }
  return (
    <form ref={formRef} method="post" action={action} noValidate={hydrated} onSubmit={onSubmit} className="max-w-2xl">
      <Heading className="mb-4 text-xl font-semibold">{t(own ? "reviews.editHeading" : "reviews.formHeading")}</Heading>
      {token ? <input type="hidden" name="token" value={token} /> : null}
      {verified ? <p className="mb-4 text-sm text-gray-700">{t("reviews.willBeVerified")}</p> : null}
      {own?.hidden ? <p className="mb-4 text-sm font-semibold text-red-700">{t("reviews.hiddenNote")}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label={t("reviews.name")}
          autoComplete="name"
          required
          maxLength={REVIEW_NAME_MAX}
          defaultValue={shownValue("name", own?.name ?? user?.name ?? "")}
          error={errors.name}
        />
        <TextField
          name="email"
          type="email"
          label={t("reviews.email")}
          hint={t("reviews.emailHint")}
          autoComplete="email"
          required
          defaultValue={shownValue("email", own?.email ?? user?.email ?? "")}
          error={errors.email}
        />
      </div>
      <fieldset className="mt-4">
        <legend className="mb-1 text-sm font-medium">{t("reviews.yourRating")}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {STARS.map((stars) => (
            <label key={stars} className="inline-flex items-center gap-1.5 text-sm">
              <input type="radio" name="stars" value={stars} defaultChecked={stars === chosenStars} />
              <span aria-hidden="true" className="text-brand-500">
                {"★".repeat(stars)}
              </span>
              <span className="sr-only">{t("reviews.stars", { count: stars })}</span>
            </label>
          ))}
        </div>
        {errors.stars ? <p className="mt-1 text-sm text-red-700">{t(errors.stars)}</p> : null}
      </fieldset>
      <TextAreaField
        className="mt-4"
        name="text"
        required
        maxLength={REVIEW_TEXT_MAX}
        label={t("reviews.text")}
        defaultValue={shownValue("text", own?.text ?? "")}
        error={errors.text}
      />
      {/* People never see or reach this field; a bot that fills it in is refused. */}
      <div aria-hidden="true" className="sr-only">
        <label>
          {t("reviews.website")}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {/* Both regions stay in the page while empty, so screen readers announce the message put into them. */}
      <div className="mt-4 space-y-1 text-sm font-medium">
        <p role="status" className="text-green-700">
          {success && !failure ? t(success) : ""}
        </p>
        <p role="alert" className="text-red-700">
          {failure ? t(failure) : ""}
        </p>
      </div>
      <button type="submit" className="btn btn-primary mt-4" disabled={fetcher.state !== "idle"}>
        {t(own ? "reviews.save" : "reviews.submit")}
      </button>
    </form>
  );
}
