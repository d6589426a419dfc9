import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMoney } from "~/lib/root-data";
import { PostDate } from "../blog/post-card";

type OrderRow = { number: string; status: string; totalCents: number; createdAt: string };

export function OrderTable({ orders }: { orders: OrderRow[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b border-gray-200 text-start">
          <th scope="col" className="py-2 text-start">
            {t("orders.number")}
          </th>
          <th scope="col" className="py-2 text-start">
            {t("orders.date")}
          </th>
          <th scope="col" className="py-2 text-start">
            {t("orders.status")}
          </th>
          <th scope="col" className="py-2 text-end">
            {t("orders.total")}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.number} className="border-b border-gray-100">
            <td className="py-2">
              <Link to={`/account/orders/${order.number}`} className="text-brand-700 hover:underline">
                {order.number}
              </Link>
            </td>
            <td className="py-2">
              <PostDate iso={order.createdAt} />
            </td>
            <td className="py-2">{t(`orderStatus.${order.status}`)}</td>
            <td className="py-2 text-end">{money(order.totalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
