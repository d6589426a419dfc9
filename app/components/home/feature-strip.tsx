import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { useMoney, useRootData } from "~/lib/root-data";

const FEATURES = [
  { key: "shipping", icon: "truck" },
  { key: "support", icon: "headphones" },
  { key: "safety", icon: "shield-check" },
  { key: "offers", icon: "badge-percent" },
] as const;

/** Free shipping, support, safety, offers: one card on the first home page, four boxes on the second. */
export function FeatureStrip({ boxed = false }: { boxed?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  // The shipping promise is the store's setting, in the visitor's currency (or none when no parcel ships free).
  const { freeShippingFrom } = useRootData();
  const text = (key: (typeof FEATURES)[number]["key"]) =>
    key !== "shipping"
      ? { title: t(`home.features.${key}.title`), text: t(`home.features.${key}.text`) }
      : freeShippingFrom === null
        ? { title: t("home.features.shipping.titlePaid"), text: t("home.features.shipping.textPaid") }
        : {
            title: t("home.features.shipping.title"),
            text: t("home.features.shipping.text", { amount: money(freeShippingFrom) }),
          };
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-4 ${boxed ? "" : "card p-5"}`}>
      {FEATURES.map(({ key, icon }) => (
        <li
          key={key}
          className={`flex items-center gap-4 ${boxed ? "card flex-col p-5 text-center sm:flex-row sm:text-start" : ""}`}
        >
          <Icon name={icon} className="size-10 shrink-0 text-brand-600" />
          <div>
            <p className="font-bold">{text(key).title}</p>
            <p className="text-sm text-gray-600">{text(key).text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
