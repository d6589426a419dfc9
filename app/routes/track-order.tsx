import { data, Form, useNavigation, useSearchParams } from "react-router";
import { OrderDetails } from "~/components/orders/order-details";
import { PageHeader } from "~/components/ui/page-header";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { type FieldErrors, parseForm } from "~domain/form";
import { trackOrder, trackOrderSchema } from "~server/orders/track";
import type { Route } from "./+types/track-order";

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(trackOrderSchema, await request.formData());
  const { values } = parsed;
  if (!parsed.ok) return data({ values, errors: parsed.errors, result: null }, 400);
  const result = await trackOrder(context.db, context.media, context.clientIp, parsed.data, context.now);
  const status = result.status === "found" ? 200 : result.status === "tooMany" ? 429 : 404;
  const errors: FieldErrors = {};
  return data({ values, errors, result }, status);
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
              {t(result.status === "tooMany" ? "account.errors.tooManyAttempts" : "track.notFound")}
            </p>
          ) : null}
        </div>
      </div>
      {result?.status === "found" ? (
        <section aria-label={t("track.result")} className="mx-auto mt-6 max-w-4xl">
          <OrderDetails detail={result.order} addresses={false} />
        </section>
      ) : null}
    </div>
  );
}
