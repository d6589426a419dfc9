import { data, Form, useNavigation, useSearchParams } from "react-router";
import { DocumentLinks } from "~/components/orders/document-links";
import { OrderDetails } from "~/components/orders/order-details";
import { PageHeader } from "~/components/ui/page-header";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { retryAfterHeaders } from "~/lib/retry-after-header";
import { type FieldErrors, parseForm } from "~domain/form";
import { readForm } from "~server/http/form-data";
import { trackOrder, trackOrderSchema } from "~server/orders/track";
import type { Route } from "./+types/track-order";

export const headers = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(trackOrderSchema, await readForm(request));
  const { values } = parsed;
  if (!parsed.ok) return data({ values, errors: parsed.errors, result: null }, 400);
  const result = await trackOrder(
    context.db,
    context.media,
    context.clientIp,
    parsed.data,
    context.prefs.locale,
    context.now,
  );
  const errors: FieldErrors = {};
  if (result.status === "tooMany") {
    return data(
      { values, errors, result },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return data({ values, errors, result }, result.status === "found" ? 200 : 404);
}

export default function TrackOrder({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const result = actionData?.result;
  // The order confirmation's link to a guest names the order (`?orderId=`): only the email is left to type.
  const [searchParams] = useSearchParams();
  return (
    <div className="container-store py-6">
      <PageHeader title={t("track.title")} trail={[{ label: t("nav.shop"), to: "/shop/catalog" }]} />
      <div className="card mx-auto max-w-xl p-6">
        <p className="mb-5 text-gray-600">{t("track.intro")}</p>
        <Form method="post" noValidate className="space-y-4">
          <TextField
            name="orderId"
            label={t("track.orderId")}
            inputMode="numeric"
            defaultValue={actionData?.values.orderId ?? searchParams.get("orderId")?.slice(0, 20) ?? undefined}
            error={actionData?.errors.orderId}
            required
          />
          <TextField
            name="email"
            type="email"
            label={t("track.email")}
            autoComplete="email"
            defaultValue={actionData?.values.email}
            error={actionData?.errors.email}
            required
          />
          <button type="submit" className="btn btn-primary w-full" disabled={busy}>
            {t("track.submit")}
          </button>
        </Form>
        <div aria-live="polite">
          {result && result.status !== "found" ? (
            <p role="alert" className="mt-5 rounded-md bg-red-50 p-3 text-red-800">
              {result.status === "tooMany" ? t("track.tooMany", { count: result.minutes }) : t("track.notFound")}
            </p>
          ) : null}
        </div>
      </div>
      {result?.status === "found" ? (
        <section aria-label={t("track.result")} className="mx-auto mt-6 max-w-4xl">
          <OrderDetails detail={result.order} addresses={false} />
          <DocumentLinks
            documents={result.documents}
            guest={{ orderId: result.order.order.number, email: result.order.order.email }}
          />
        </section>
      ) : null}
    </div>
  );
}
