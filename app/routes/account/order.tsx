import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { useMoney } from "~/lib/root-data";
import { requireUser } from "~server/accounts/sessions";
import { orderOfUser } from "~server/orders/history";
import type { Route } from "./+types/order";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  // Another user's order number is answered exactly like one that does not exist.
  const found = await orderOfUser(context.db, user.id, params.orderId);
  if (!found) throw data(null, { status: 404 });
  const { order, lines } = found;
  return {
    order: {
      number: order.number,
      status: order.status,
      totalCents: order.totalCents,
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      taxCents: order.taxCents,
    },
    lines: lines.map((line) => ({
      id: line.id,
      name: line.name,
      quantity: line.quantity,
      totalCents: line.totalCents,
    })),
  };
}

export default function Order({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { order, lines } = loaderData;
  return (
    <AccountLayout title={t("orders.title", { number: order.number })}>
      <div className="card p-5">
        <p className="mb-4">
          {t("orders.status")}: <strong>{t(`orderStatus.${order.status}`)}</strong>
        </p>
        <table className="w-full text-sm">
          <tbody>
            {lines.map((line) => (
              <tr key={line.id} className="border-b border-gray-100">
                <td className="py-2">
                  {line.name} × {line.quantity}
                </td>
                <td className="py-2 text-end">{money(line.totalCents)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-2 text-start">
                {t("orders.total")}
              </th>
              <td className="py-2 text-end font-bold">{money(order.totalCents)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </AccountLayout>
  );
}
