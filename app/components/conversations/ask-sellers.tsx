import { useTranslation } from "~/i18n/translation";
import { useRootData } from "~/lib/root-data";
import type { OrderDetail } from "~server/orders/history";
import { AskSellerLink, askPath } from "./ask-seller-link";

/** The buyer's order page: a question to each seller of the order about their part (none for the store's own). */
export function AskSellers({ number, parts }: { number: string; parts: OrderDetail["parts"] }) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const sellers = parts.flatMap((part) =>
    part.seller && part.seller.id !== user?.id ? [{ part: part.id, name: part.seller.name }] : [],
  );
  if (sellers.length === 0) return null;
  return (
    <section aria-labelledby="order-questions" className="card mt-6 space-y-3 p-5">
      <h2 id="order-questions" className="text-lg font-semibold">
        {t("conversations.orderQuestions")}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {sellers.map((seller) => (
          <li key={seller.part}>
            <AskSellerLink
              to={askPath({ order: number, part: seller.part })}
              signedIn
              label={t("conversations.askNamed", { name: seller.name })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
