import { BadgePercent, Headphones, ShieldCheck, Truck } from "lucide-react";
import { useTranslation } from "react-i18next";

export function FeatureStrip() {
  const { t } = useTranslation();
  const features = [
    { key: "shipping", icon: Truck },
    { key: "support", icon: Headphones },
    { key: "safety", icon: ShieldCheck },
    { key: "offers", icon: BadgePercent },
  ] as const;
  return (
    <ul className="card grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4">
      {features.map(({ key, icon: Icon }) => (
        <li key={key} className="flex items-center gap-4">
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
