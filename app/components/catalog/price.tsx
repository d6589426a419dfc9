import { useTranslation } from "~/i18n/translation";
import { useMoney } from "~/lib/root-data";

export function Price({ priceCents, compareAtCents }: { priceCents: number; compareAtCents: number | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!compareAtCents) return <span className="font-bold">{money(priceCents)}</span>;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className="font-bold text-red-600">
        <span className="sr-only">{t("product.newPrice")} </span>
        {money(priceCents)}
      </span>
      <del className="text-sm text-gray-500">
        <span className="sr-only">{t("product.oldPrice")} </span>
        {money(compareAtCents)}
      </del>
    </span>
  );
}
