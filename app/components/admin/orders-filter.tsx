import { Form } from "react-router";
import { StatusSelect } from "~/components/orders/status-select";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import {
  type AdminOrdersQuery,
  ORDER_PAYMENT_STATES,
  ORDER_SORTS,
  PARCEL_FILTERS,
  type PeriodProblems,
} from "~domain/admin-orders-query";
import { PAYMENT_METHODS } from "~domain/payment-methods";

/** A labelled choice of the filter: every value, or one. */
function Choice({
  id,
  name,
  label,
  value,
  all,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  /** The choice that filters nothing; none for a choice that always has a value (the order). */
  all?: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="min-w-0 max-w-full">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className="input w-auto max-w-full">
        {all ? <option value="">{all}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The back office's order filters as a plain GET form (issue 48): the search (number, email, payment reference or an
 * exact amount), the fulfilment and payment status, the way to pay, the parcels waiting, the days placed and the
 * order. A day that is not one is said beside its field; the list then shows every day.
 */
export function OrdersFilter({
  query,
  typed,
  problems,
  shipDays,
}: {
  query: AdminOrdersQuery;
  typed: { from: string; to: string };
  problems: PeriodProblems;
  shipDays: number;
}) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="card flex flex-wrap items-end gap-3 p-4" role="search">
      <div className="min-w-64 flex-1">
        <TextField
          name="q"
          type="search"
          label={t("admin.orders.search")}
          hint={t("admin.orders.searchHint")}
          defaultValue={query.q}
          maxLength={100}
        />
      </div>
      <StatusSelect id="orders-status" value={query.status} />
      <Choice
        id="orders-payment"
        name="payment"
        label={t("admin.orders.payment")}
        value={query.payment ?? ""}
        all={t("admin.orders.anyPayment")}
        options={ORDER_PAYMENT_STATES.map((state) => ({ value: state, label: t(`paymentStatus.${state}`) }))}
      />
      <Choice
        id="orders-method"
        name="method"
        label={t("admin.orders.method")}
        value={query.method ?? ""}
        all={t("admin.orders.anyMethod")}
        options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`checkout.payment.${method}.title`) }))}
      />
      <Choice
        id="orders-parcel"
        name="parcel"
        label={t("admin.orders.parcels")}
        value={query.parcel ?? ""}
        all={t("admin.orders.anyParcel")}
        options={PARCEL_FILTERS.map((filter) => ({
          value: filter,
          label: t(`admin.orders.parcel.${filter}`, { count: shipDays }),
        }))}
      />
      <TextField
        name="from"
        type="date"
        label={t("admin.orders.from")}
        defaultValue={typed.from}
        error={problems.from}
        dir="ltr"
      />
      <TextField
        name="to"
        type="date"
        label={t("admin.orders.to")}
        defaultValue={typed.to}
        error={problems.to}
        dir="ltr"
      />
      <Choice
        id="orders-sort"
        name="sort"
        label={t("admin.orders.sort")}
        value={query.sort}
        options={ORDER_SORTS.map((sort) => ({ value: sort, label: t(`admin.orders.sorts.${sort}`) }))}
      />
      <button type="submit" className="btn btn-outline">
        {t("sales.filter")}
      </button>
    </Form>
  );
}
