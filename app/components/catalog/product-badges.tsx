import { useTranslation } from "~/i18n/translation";

const badgeColors: Record<string, string> = {
  new: "bg-blue-600 text-white",
  hot: "bg-red-600 text-white",
  sale: "bg-brand-500 text-ink-900",
  used: "bg-gray-700 text-white",
};

export function ProductBadges({ badges }: { badges: string[] }) {
  const { t } = useTranslation();
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1">
      {badges.map((badge) => (
        <li key={badge} className={`badge ${badgeColors[badge] ?? ""}`}>
          {t(`badges.${badge}`)}
        </li>
      ))}
    </ul>
  );
}
