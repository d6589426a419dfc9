import { useId } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { FieldError, FieldLabel } from "~/components/ui/field-parts";
import { FormSuccess } from "~/components/ui/form-success";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { toast } from "~/lib/toast";
import { useFormOutcome } from "~/lib/use-form-outcome";
import { type FormResult, parseForm, textOf } from "~domain/form";
import { RETURN_DAYS } from "~domain/returns";
import { sellerPath } from "~domain/seller-links";
import { type CountryOption, countryOptions } from "~server/accounts/countries";
import { requireUser } from "~server/accounts/sessions";
import { readForm } from "~server/http/form-data";
import { SHOP_DESCRIPTION_MAX, SHOP_NAME_MAX, saveShop, shopSchema, shopSettingsOf } from "~server/sellers/shops";
import type { Route } from "./+types/shop";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  return { shop: await shopSettingsOf(context.db, user.id), countries: countryOptions(context.prefs.locale) };
}

export async function action({ request, context }: Route.ActionArgs) {
  // Only the signed-in user's own shop: nothing in the form names whose shop it is.
  const user = await requireUser(context.db, request);
  const parsed = parseForm(shopSchema, await readForm(request));
  if (!parsed.ok) return data<FormResult>(parsed, 400);
  const saved = await saveShop(context.db, user.id, parsed.data);
  if (!saved.ok) return data<FormResult>({ ...saved, values: parsed.values }, 400);
  return data<FormResult>({ ok: true });
}

export default function Shop({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { shop, countries } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const formRef = useFormOutcome(actionData, { onSuccess: () => toast.success(t("shop.saved")) });
  const value = (name: "shopName" | "description" | "country" | "returnAddress") =>
    failed ? textOf(failed.values[name]) : shop[name];
  return (
    <AccountLayout title={t("accountNav.shop")}>
      <section className="card max-w-lg p-6" aria-labelledby="shop-title">
        <h2 id="shop-title" className="mb-2 text-xl font-bold">
          {t("shop.title")}
        </h2>
        <p className="mb-4 text-sm text-gray-700">{t("shop.intro")}</p>
        {shop.slug ? (
          <p className="mb-4 text-sm">
            <Link to={sellerPath(shop.slug)} className="font-semibold text-brand-700 underline hover:text-ink-900">
              {t("shop.viewPage")}
            </Link>
          </p>
        ) : null}
        {/* Keyed by the saved values: after a save the fields show what was stored. */}
        <Form
          key={`${shop.shopName}|${shop.description}|${shop.country}|${shop.returnAddress}|${shop.returnDays}`}
          method="post"
          noValidate
          className="space-y-4"
          ref={formRef}
        >
          <TextField
            required
            name="shopName"
            autoComplete="organization"
            maxLength={SHOP_NAME_MAX}
            label={t("shop.name")}
            hint={t("shop.nameHint")}
            defaultValue={value("shopName")}
            error={failed?.errors.shopName}
          />
          <TextAreaField
            name="description"
            rows={5}
            maxLength={SHOP_DESCRIPTION_MAX}
            label={t("shop.description")}
            hint={t("shop.descriptionHint")}
            defaultValue={value("description")}
            error={failed?.errors.description}
          />
          <CountrySelect options={countries} value={value("country")} error={failed?.errors.country} />
          <TextAreaField
            name="returnAddress"
            rows={3}
            maxLength={500}
            label={t("shop.returnAddress")}
            hint={t("shop.returnAddressHint")}
            defaultValue={value("returnAddress")}
            error={failed?.errors.returnAddress}
          />
          <TextField
            name="returnDays"
            type="number"
            inputMode="numeric"
            min={RETURN_DAYS.min}
            max={RETURN_DAYS.max}
            label={t("shop.returnDays")}
            hint={t("shop.returnDaysHint")}
            defaultValue={failed ? textOf(failed.values.returnDays) : (shop.returnDays?.toString() ?? "")}
            error={failed?.errors.returnDays}
          />
          <FormSuccess message={actionData?.ok ? "shop.saved" : undefined} />
          <button type="submit" className="btn btn-primary" disabled={navigation.state === "submitting"}>
            {t("shop.submit")}
          </button>
        </Form>
      </section>
    </AccountLayout>
  );
}

/** Where the shop is: any country of the list, or none shown. */
function CountrySelect({ options, value, error }: { options: CountryOption[]; value: string; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <FieldLabel htmlFor={id}>{t("shop.country")}</FieldLabel>
      <select
        id={id}
        name="country"
        defaultValue={value}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{t("shop.noCountry")}</option>
        {options.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
