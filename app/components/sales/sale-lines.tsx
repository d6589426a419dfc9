import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { productPath } from "~domain/catalog-links";
import { formatMinorUnits } from "~domain/money";
import { TableHead } from "../ui/table-head";

type Line = {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  priceCents: number;
  quantity: number;
  totalCents: number;
};

/** A seller's lines of an order, at the prices paid, and their subtotal in the order's currency. */
export function SaleLines({
  lines,
  subtotalCents,
  currencySymbol,
}: {
  lines: Line[];
  subtotalCents: number;
  currencySymbol: string;
}) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMinorUnits(minor, { symbol: currencySymbol });
  return (
    <div className="card overflow-x-auto p-5">
      <table className="w-full min-w-md text-sm">
        <caption className="mb-3 text-start text-lg font-bold">{t("sales.yourLines")}</caption>
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
          {lines.map((line) => (
            <tr key={line.id} className="border-b border-gray-100">
              <td className="py-2">
                <span className="flex items-center gap-3">
                  {line.image ? (
                    <img src={line.image} alt="" width={48} height={48} className="size-12 rounded object-cover" />
                  ) : null}
                  <Link to={productPath(line.slug)} className="font-semibold hover:underline">
                    {line.name}
                  </Link>
                </span>
              </td>
              <td className="py-2 text-end">{money(line.priceCents)}</td>
              <td className="py-2 text-end">{line.quantity}</td>
              <td className="py-2 text-end font-semibold">{money(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="pt-3 text-end font-bold">
              {t("cart.subtotal")}
            </th>
            <td className="pt-3 text-end font-bold">{money(subtotalCents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
