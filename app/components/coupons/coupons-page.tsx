import { EmptyState } from "~/components/ui/empty-state";
import { FormSuccess } from "~/components/ui/form-success";
import { useTranslation } from "~/i18n/translation";
import type { FormFailure, FormValues } from "~domain/form";
import type { OwnedCoupon } from "~server/coupons/coupons";
import { CouponForm } from "./coupon-form";
import { CouponTable } from "./coupon-table";

/**
 * A coupons screen, the seller's or the store's: what its coupons discount, the note of what was just done, the
 * new coupon's form, and the coupons made so far.
 */
export function CouponsPage({
  store,
  coupons,
  initial,
  created,
  done,
  failure,
}: {
  store: boolean;
  coupons: OwnedCoupon[];
  initial: FormValues;
  created: string | null;
  done: "activate" | "deactivate" | null;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation();
  const listTitle = t(store ? "coupons.storeCoupons" : "coupons.yours");
  const success = created ? "coupons.created" : done ? `coupons.done.${done}` : undefined;
  return (
    <div className="space-y-6">
      <p className="text-sm text-gray-700">{t(store ? "coupons.storeIntro" : "coupons.sellerIntro")}</p>
      <FormSuccess message={failure ? undefined : success} values={{ code: created ?? "" }} />
      {/* A new form after each coupon made: what was typed for the last one is not kept. */}
      <CouponForm key={created ?? ""} initial={initial} failure={failure} store={store} />
      <section aria-labelledby="coupon-list-title" className="space-y-3">
        <h2 id="coupon-list-title" className="text-lg font-bold">
          {listTitle}
        </h2>
        {coupons.length > 0 ? (
          <div className="card overflow-x-auto p-5">
            <CouponTable coupons={coupons} caption={listTitle} />
          </div>
        ) : (
          <EmptyState message={t("coupons.empty")} />
        )}
      </section>
    </div>
  );
}
