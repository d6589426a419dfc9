import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";

const FEATURES = [
  { key: "shipping", icon: "truck" },
  { key: "support", icon: "headphones" },
  { key: "safety", icon: "shield-check" },
  { key: "offers", icon: "badge-percent" },
] as const;

/** Free shipping, support, safety, offers: one card on the first home page, four boxes on the second. */
export function FeatureStrip({ boxed = false }: { boxed?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-4 ${boxed ? "" : "card p-5"}`}>
      {FEATURES.map(({ key, icon }) => (
        <li
          key={key}
          className={`flex items-center gap-4 ${boxed ? "card flex-col p-5 text-center sm:flex-row sm:text-start" : ""}`}
        >
          <Icon name={icon} className="size-10 shrink-0 text-brand-600" />
          <div>
            <p className="font-bold">{t(`home.features.${key}.title`)}</p>
            <p className="text-sm text-gray-600">{t(`home.features.${key}.text`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
