import { Icon } from "~/components/ui/icon";
import { useMoney, useRootData } from "~/lib/root-data";
import { fillPlaceholders } from "~domain/placeholders";
import type { FeatureTexts } from "~server/catalog/home";

const FEATURES = [
  { key: "shipping", icon: "truck" },
  { key: "support", icon: "headphones" },
  { key: "safety", icon: "shield-check" },
  { key: "offers", icon: "badge-percent" },
] as const;

type Text = { text: string; lang: string };

/**
 * Free shipping, support, safety, offers (the operator's texts, /admin/home): one card on the first home page, four
 * boxes on the second.
 */
export function FeatureStrip({ features, boxed = false }: { features: FeatureTexts; boxed?: boolean }) {
  const money = useMoney();
  // The shipping promise is the store's shipping setting, in the visitor's currency (or none when no parcel ships
  // free): the same figure the checkout applies, whatever the operator writes around it.
  const { freeShippingFrom } = useRootData();
  const text = (key: (typeof FEATURES)[number]["key"]): { title: Text; text: Text } => {
    if (key !== "shipping") return features[key];
    const shipping = features.shipping;
    if (freeShippingFrom === null) return { title: shipping.titlePaid, text: shipping.textPaid };
    const amount = money(freeShippingFrom);
    return {
      title: shipping.title,
      text: {
        ...shipping.text,
        text: fillPlaceholders(shipping.text.text, (name) => (name === "amount" ? amount : null)),
      },
    };
  };
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-4 ${boxed ? "" : "card p-5"}`}>
      {FEATURES.map(({ key, icon }) => {
        const shown = text(key);
        return (
          <li
            key={key}
            className={`flex items-center gap-4 ${boxed ? "card flex-col p-5 text-center sm:flex-row sm:text-start" : ""}`}
          >
            <Icon name={icon} className="size-10 shrink-0 text-brand-600" />
            <div>
              <p lang={shown.title.lang} className="font-bold">
                {shown.title.text}
              </p>
              <p lang={shown.text.lang} className="text-sm text-gray-600">
                {shown.text.text}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
