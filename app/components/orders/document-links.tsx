import { useTranslation } from "~/i18n/translation";

export type DocumentLink = { kind: "invoice" | "credit_note"; number: string };

/**
 * An order's invoice and credit notes as PDF downloads (decision 059): plain links under `base` for a signed-in
 * viewer, or, for a guest on track order, forms posting the order's number and email again (nothing in a URL).
 */
export function DocumentLinks({
  documents,
  base,
  guest,
}: {
  documents: readonly DocumentLink[];
  base?: string;
  guest?: { orderId: string; email: string };
}) {
  const { t } = useTranslation();
  if (documents.length === 0) return null;
  const label = (doc: DocumentLink) =>
    doc.kind === "invoice" ? t("invoice.download") : t("invoice.creditNote", { number: doc.number });
  return (
    <section aria-labelledby="order-documents" className="space-y-2">
      <h2 id="order-documents" className="text-lg font-semibold">
        {t("invoice.title")}
      </h2>
      <ul className="space-y-1">
        {documents.map((doc) => (
          <li key={doc.number}>
            {guest ? (
              <form method="post" action="/shop/track-order/document">
                <input type="hidden" name="orderId" value={guest.orderId} />
                <input type="hidden" name="email" value={guest.email} />
                <input type="hidden" name="document" value={doc.number} />
                <button type="submit" className="text-start underline">
                  {label(doc)}
                </button>
              </form>
            ) : (
              <a href={`${base}/${doc.number}`} download className="underline">
                {label(doc)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
