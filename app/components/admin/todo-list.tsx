import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { adminOrdersSearch } from "~domain/admin-orders-query";
import { dateFormat } from "~domain/intl-formats";
import { formatMinorUnits, USD } from "~domain/money";
import type { OperatorTodo } from "~server/admin/todo";

/** One thing that waits: its count and name as one link to the list of it, and a line saying what is counted. */
function Entry({
  count,
  label,
  hint,
  to,
  children,
  wide = false,
}: {
  count: number;
  label: string;
  hint: string;
  to: string;
  children?: React.ReactNode;
  wide?: boolean;
}) {
  const waiting = count > 0;
  return (
    <li className={`card p-4 ${wide ? "sm:col-span-2" : ""} ${waiting ? "border-s-4 border-s-amber-500" : ""}`}>
      <Link to={to} className="group flex items-baseline gap-3">
        <span className={`text-3xl font-bold tabular-nums ${waiting ? "text-gray-900" : "text-gray-600"}`}>
          {count}
        </span>
        <span className="font-semibold text-brand-700 group-hover:underline">{label}</span>
      </Link>
      <p className="mt-1 text-sm text-gray-600">{hint}</p>
      {children}
    </li>
  );
}

/** The oldest orders awaiting payment: each a link to the order, with its age, its due day and its total. */
function OldestAwaiting({ orders }: { orders: OperatorTodo["oldest"] }) {
  const { t, locale } = useTranslation();
  if (orders.length === 0) return null;
  const day = dateFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold">{t("admin.todo.oldest")}</h3>
      <ol className="mt-1 divide-y divide-gray-100 text-sm">
        {orders.map((order) => (
          <li key={order.number} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-1.5">
            <Link to={`/admin/orders/${order.number}`} className="font-medium text-brand-700 hover:underline">
              {order.number}
            </Link>
            <span className="text-gray-700">
              {order.ageDays === 0 ? t("admin.todo.placedToday") : t("admin.todo.placed", { count: order.ageDays })}
            </span>
            <span className="text-gray-700">
              {order.payBy
                ? t("admin.todo.dueBy", { date: day.format(new Date(order.payBy)) })
                : t("admin.todo.noDueDay")}
            </span>
            <span className="ms-auto whitespace-nowrap tabular-nums">
              {formatMinorUnits(order.totalCents, { symbol: order.currencySymbol })}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The Overview's to-do list (issue 48): what waits for the operator, each count linking to the list that holds exactly
 * what it counts. Reviews have no entry: they are published at once and only deleted, there is nothing to approve.
 */
export function TodoList({
  todo,
  lowStockUnits,
  stuckMinutes,
}: {
  todo: OperatorTodo;
  lowStockUnits: number;
  stuckMinutes: number;
}) {
  const { t } = useTranslation();
  const orders = (query: Parameters<typeof adminOrdersSearch>[0]) => `/admin/orders${adminOrdersSearch(query)}`;
  return (
    <section aria-labelledby="todo-title" className="space-y-3">
      <div>
        <h2 id="todo-title" className="text-lg font-bold">
          {t("admin.todo.title")}
        </h2>
        <p className="text-sm text-gray-600">{t("admin.todo.about")}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        <Entry
          wide
          count={todo.awaiting}
          label={t("admin.todo.awaiting")}
          hint={t("admin.todo.awaitingHint")}
          to={orders({ payment: "awaiting", sort: "oldest" })}
        >
          <OldestAwaiting orders={todo.oldest} />
        </Entry>
        <Entry
          count={todo.storeParcels}
          label={t("admin.todo.storeParcels")}
          hint={t("admin.todo.storeParcelsHint")}
          to={orders({ parcel: "store-to-ship", sort: "oldest" })}
        />
        <Entry
          count={todo.lateParcels}
          label={t("admin.todo.lateParcels")}
          hint={t("admin.todo.lateParcelsHint", { count: todo.shipDays })}
          to={orders({ parcel: "seller-late", sort: "oldest" })}
        />
        <Entry
          count={todo.reported}
          label={t("admin.todo.reported")}
          hint={t("admin.todo.reportedHint")}
          to="/admin/conversations"
        />
        <Entry
          count={todo.returns}
          label={t("admin.todo.returns")}
          hint={t("admin.todo.returnsHint")}
          to="/admin/returns"
        />
        <Entry
          count={todo.claims}
          label={t("admin.todo.claims")}
          hint={t("admin.todo.claimsHint")}
          to="/admin/claims"
        />
        <Entry
          count={todo.payouts.sellers}
          label={t("admin.todo.payouts")}
          hint={t("admin.todo.payoutsHint", { amount: formatMinorUnits(todo.payouts.availableCents, USD) })}
          to="/admin/payouts"
        />
        <Entry
          count={todo.lowStock}
          label={t("admin.todo.lowStock")}
          hint={t("admin.todo.lowStockHint", { count: lowStockUnits })}
          to="/admin/listings?stock=low"
        />
        <Entry
          count={todo.mail.failed + todo.mail.stuck}
          label={t("admin.todo.mail")}
          hint={t("admin.todo.mailHint", { failed: todo.mail.failed, stuck: todo.mail.stuck, minutes: stuckMinutes })}
          to="/admin/outbox"
        />
        <Entry
          count={todo.unread}
          label={t("admin.todo.unread")}
          hint={t("admin.todo.unreadHint")}
          to="/admin/messages"
        />
      </ul>
    </section>
  );
}
