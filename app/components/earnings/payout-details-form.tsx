import { Form } from "react-router";
import { FormSuccess } from "~/components/ui/form-success";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { useFormOutcome } from "~/lib/use-form-outcome";
import { type FormFailure, textOf } from "~domain/form";
import type { MaskedPayoutDetails } from "~server/ledger/earnings-screen";

/**
 * Where the store pays the seller: what is saved, shown masked (the account's last four characters), and the form to
 * enter or change it (the account is typed in full again: the page never holds it).
 */
export function PayoutDetailsForm({
  details,
  saved,
  failure,
}: {
  details: MaskedPayoutDetails | null;
  saved: boolean;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation();
  const formRef = useFormOutcome(failure);
  const typed = failure?.values;
  const errors = failure?.errors ?? {};
  return (
    <section id="payout-details" aria-labelledby="payout-details-title" className="card scroll-mt-4 space-y-4 p-5">
      <div>
        <h2 id="payout-details-title" className="text-lg font-bold">
          {t("earnings.details.title")}
        </h2>
        <p className="text-sm text-gray-600">
          {details ? (
            <>
              {t("earnings.details.current", { holder: details.holder })}{" "}
              <bdi dir="ltr" className="font-semibold">
                {details.account}
              </bdi>
              {details.bic ? (
                <>
                  {" · "}
                  <bdi dir="ltr">{details.bic}</bdi>
                </>
              ) : null}
            </>
          ) : (
            t("earnings.details.none")
          )}
        </p>
      </div>
      <FormSuccess message={saved && !failure ? "earnings.details.saved" : undefined} />
      <Form method="post" noValidate ref={formRef} className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="holder"
          label={t("earnings.details.holder")}
          required
          maxLength={100}
          autoComplete="name"
          defaultValue={typed ? textOf(typed.holder) : (details?.holder ?? "")}
          error={errors.holder}
        />
        <TextField
          name="account"
          label={t("earnings.details.account")}
          hint={t(details ? "earnings.details.accountAgain" : "earnings.details.accountHint")}
          required
          maxLength={42}
          autoComplete="off"
          dir="ltr"
          defaultValue={typed ? textOf(typed.account) : ""}
          error={errors.account}
        />
        <TextField
          name="bic"
          label={t("earnings.details.bic")}
          maxLength={11}
          autoComplete="off"
          dir="ltr"
          defaultValue={typed ? textOf(typed.bic) : (details?.bic ?? "")}
          error={errors.bic}
        />
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary">
            {t("earnings.details.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}
