import { BadgePercent, Headphones, ShieldCheck, Truck } from "lucide-react";
import { useTranslation } from "~/i18n/translation";

const FEATURES = [
  { key: "shipping", icon: Truck },
  { key: "support", icon: Headphones },
  { key: "safety", icon: ShieldCheck },
  { key: "offers", icon: BadgePercent },
] as const;

/** Free shipping, support, safety, offers: one card on the first home page, four boxes on the second. */
export function FeatureStrip({ boxed = false }: { boxed?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-4 ${boxed ? "" : "card p-5"}`}>
      {FEATURES.map(({ key, icon: Icon }) => (
        <li
          key={key}
          className={`flex items-center gap-4 ${boxed ? "card flex-col p-5 text-center sm:flex-row sm:text-start" : ""}`}
        >
          <Icon className="size-10 shrink-0 text-brand-600" aria-hidden="true" />
          <div>
            <p className="font-bold">{t(`home.features.${key}.title`)}</p>
            <p className="text-sm text-gray-600">{t(`home.features.${key}.text`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
