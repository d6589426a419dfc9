import { Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import type { ImportResult } from "~domain/product-csv";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";

/** Why an import wrote nothing, as the mail says it: the app's message keys mapped to the mail's own. */
const REASONS: Record<string, string> = {
  "imports.errors.pictureInvalid": "importDone.reason.pictureInvalid",
  "imports.errors.pictureMissing": "importDone.reason.pictureMissing",
  "images.errors.noImage": "importDone.reason.noImage",
  "listings.errors.subCategory": "importDone.reason.choices",
  "listings.errors.brand": "importDone.reason.choices",
  "listings.errors.colors": "importDone.reason.choices",
};

/** To whoever uploaded a CSV of products: what its import created, changed and left, or why it wrote nothing. */
export function ProductImportDoneMail({
  locale,
  result,
  href,
}: {
  locale: Locale;
  result: ImportResult;
  href: string;
}) {
  const t = mailTranslator(locale);
  const subject = t(result.ok ? "importDone.subject" : "importDone.failedSubject");
  return (
    <MailLayout locale={locale} preview={subject} heading={subject}>
      {result.ok ? (
        <Text>
          {t("importDone.counts", { created: result.created, updated: result.updated, unchanged: result.unchanged })}
        </Text>
      ) : (
        <>
          <Text>{t("importDone.nothing")}</Text>
          <Text>
            {t(REASONS[result.reason] ?? "importDone.reason.unexpected", {
              line: result.line ?? "",
              file: result.file ?? "",
            })}
          </Text>
        </>
      )}
      <ActionLink href={href}>{t("importDone.button")}</ActionLink>
    </MailLayout>
  );
}
