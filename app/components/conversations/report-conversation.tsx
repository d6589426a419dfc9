import { useTranslation } from "~/i18n/translation";
import { REPORT_REASON_MAX_LENGTH } from "~domain/conversation-input";
import { type FormFailure, textOf } from "~domain/form";
import { ConfirmForm } from "../ui/confirm-form";
import { TextAreaField } from "../ui/text-area-field";
import { MessageTime } from "./message-time";

/**
 * Report the conversation to the store, with a reason, after a question (a dialog; without JavaScript, the page asks
 * again). Folded away until wanted; open when the reason was refused.
 */
export function ReportConversation({
  reportedAt,
  refusal,
}: {
  /** When this reader reported it, if they did. */
  reportedAt: string | null;
  refusal: FormFailure | undefined;
}) {
  const { t } = useTranslation();
  return (
    <details className="card p-5" open={refusal !== undefined && !("confirm" in refusal && refusal.confirm)}>
      <summary className="cursor-pointer font-semibold">{t("conversations.reportHeading")}</summary>
      <div className="mt-3 space-y-3">
        {reportedAt ? (
          <p className="text-sm text-gray-700">
            {t("conversations.reportedOn")} <MessageTime iso={reportedAt} />
          </p>
        ) : null}
        <p className="text-sm text-gray-700">{t("conversations.reportText")}</p>
        <ConfirmForm
          className="space-y-3"
          fields={{ intent: "report" }}
          label={t("conversations.report")}
          buttonClassName="btn btn-outline text-red-700"
          title={t("conversations.reportTitle")}
          description={t("conversations.reportText")}
          confirmLabel={t("conversations.report")}
        >
          <TextAreaField
            name="reason"
            rows={3}
            required
            maxLength={REPORT_REASON_MAX_LENGTH}
            label={t("conversations.reportReason")}
            defaultValue={textOf(refusal?.values.reason)}
            error={refusal?.errors.reason}
          />
        </ConfirmForm>
      </div>
    </details>
  );
}
