import { Link } from "react-router";
import { UserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/translation";
import { productPath } from "~domain/catalog-links";
import type { CancelledNote } from "~domain/payment-status";
import type { CardSeller } from "~server/catalog/product-card";
import type { ChosenColor } from "~server/db/schema";
import { ChosenColorText } from "../cart/chosen-color-text";
import { SoldBy } from "../sellers/sold-by";
import { TableHead } from "../ui/table-head";

type Line = {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  priceCents: number;
  quantity: number;
  totalCents: number;
  /** The colour it was bought in, as named then; null when the product asked for none. */
  color: ChosenColor | null;
};

/**
 * Lines of an order as bought (picture, name linking to the product, colour, who sold it, price paid, quantity,
 * total; a cancelled one struck through, saying whether its money went back), with `foot` under them: the order's totals, or a seller's subtotal. `sellerOf` names each line's seller
 * (the buyer's view; a seller's own sale leaves it out). On a phone each line stacks, each amount beside its label.
 */
export function OrderLinesTable<L extends Line>({
  lines,
  caption,
  money,
  foot,
  sellerOf,
  cancelledOf,
}: {
  lines: L[];
  caption: string;
  money: (minor: number) => string;
  foot: React.ReactNode;
  sellerOf?: (line: L) => CardSeller;
  /** Whether the line's part was cancelled, and what became of its money (null: not cancelled). */
  cancelledOf?: (line: L) => CancelledNote | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="card overflow-x-auto p-5">
      <table className="stack-table w-full text-sm">
        <caption className="mb-3 text-start text-lg font-bold">{caption}</caption>
        <TableHead
          className="text-xs uppercase text-gray-500"
          columns={[
            { label: t("cart.product") },
            { label: t("cart.price"), align: "end" },
            { label: t("cart.quantity"), align: "end" },
            { label: t("cart.total"), align: "end" },
          ]}
        />
        <tbody>
          {lines.map((line) => {
            const cancelled = cancelledOf?.(line) ?? null;
            // A cancelled line is struck through, its amounts too, and says what became of its money.
            const struck = cancelled ? "text-gray-500 line-through" : "";
            return (
              <tr key={line.id} className="border-b border-gray-100">
                <td className="py-2 pe-3">
                  <div className="flex items-center gap-3">
                    {line.image ? (
                      <img src={line.image} alt="" width={48} height={48} className="size-12 rounded object-cover" />
                    ) : null}
                    <div>
                      <Link
                        to={productPath(line.slug, line.color?.slug)}
                        className={`font-semibold hover:underline ${struck}`}
                      >
                        <UserText>{line.name}</UserText>
                      </Link>
                      {cancelled ? (
                        <p className="mt-0.5">
                          <span className="inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 ring-1 ring-inset ring-red-300">
                            {t(`orders.cancelledLine.${cancelled}`)}
                          </span>
                        </p>
                      ) : null}
                      {line.color ? <ChosenColorText color={line.color} /> : null}
                      {sellerOf ? (
                        <p className="text-xs">
                          <SoldBy
                            seller={sellerOf(line)}
                            className="text-gray-600 hover:text-brand-700 hover:underline"
                          />
                        </p>
                      ) : null}
                    </div>
                  </div>
                </td>
                <td data-label={t("cart.price")} className={`py-2 text-end ${struck}`}>
                  {money(line.priceCents)}
                </td>
                <td data-label={t("cart.quantity")} className={`py-2 text-end ${struck}`}>
                  {line.quantity}
                </td>
                <td data-label={t("cart.total")} className={`py-2 text-end font-semibold ${struck}`}>
                  {money(line.totalCents)}
                </td>
              </tr>
            );
          })}
        </tbody>
        {foot}
      </table>
    </div>
  );
}
