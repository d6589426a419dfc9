import type { Locale } from "~domain/locales";
import { type DisplayCurrency, formatMoney } from "~domain/money";
import type { PaymentMethod } from "~domain/payment-methods";
import type { ShippingSettings } from "~domain/shipping";
import type { SitePlaceholder } from "~domain/site-pages";
import { offeredPaymentMethods, type StoreSettings } from "~domain/store-settings";

// The texts a site page's placeholders stand for (issue 50), built from the store's settings as the page is read:
// a page never repeats a rule (delivery times, the return window, the ways to pay, free shipping) in words of its
// own, so it cannot disagree with the checkout. Markdown, in the page's language.

type Words = {
  rest: string;
  days: (min: number, max: number) => string;
  methods: Record<PaymentMethod, string>;
  freeEverywhere: (amount: string) => string;
  freeNowhere: string;
  freeByZone: (list: string) => string;
  never: string;
};

const WORDS: Record<Locale, Words> = {
  en: {
    rest: "Rest of the world",
    days: (min, max) => (min === max ? `${max} days` : `${min}–${max} days`),
    methods: { bank: "bank transfer", check: "cheque", cash: "cash on delivery", paypal: "PayPal" },
    freeEverywhere: (amount) => `Every parcel whose items come to ${amount} or more ships free.`,
    freeNowhere: "Shipping is charged on every parcel.",
    freeByZone: (list) => `A parcel ships free when its items come to: ${list}.`,
    never: "never free",
  },
  ru: {
    rest: "Остальной мир",
    days: (min, max) => (min === max ? `${max} дн.` : `${min}–${max} дн.`),
    methods: { bank: "банковский перевод", check: "чек", cash: "наличные при получении", paypal: "PayPal" },
    freeEverywhere: (amount) => `Посылка, товары в которой стоят ${amount} или больше, доставляется бесплатно.`,
    freeNowhere: "Доставка каждой посылки платная.",
    freeByZone: (list) => `Посылка доставляется бесплатно, если её товары стоят: ${list}.`,
    never: "всегда платно",
  },
  ar: {
    rest: "بقية العالم",
    days: (min, max) => (min === max ? `${max} أيام` : `${min}–${max} أيام`),
    methods: { bank: "تحويل بنكي", check: "شيك", cash: "الدفع عند الاستلام", paypal: "PayPal" },
    freeEverywhere: (amount) => `يُشحن مجانًا كل طرد تبلغ قيمة منتجاته ${amount} أو أكثر.`,
    freeNowhere: "يُحتسب الشحن على كل طرد.",
    freeByZone: (list) => `يُشحن الطرد مجانًا عندما تبلغ قيمة منتجاته: ${list}.`,
    never: "غير مجاني أبدًا",
  },
};

/** A zone's name (the operator's text) as literal Markdown. */
function literal(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!<>|]/g, "\\$&");
}

function zonesOf(shipping: ShippingSettings, words: Words) {
  return [
    ...shipping.zones.map((zone) => ({ ...zone, name: literal(zone.name) })),
    { ...shipping.rest, name: words.rest },
  ];
}

/** Each placeholder's text for `locale`, amounts in `currency`. */
export function placeholderTexts(
  settings: StoreSettings,
  options: { locale: Locale; currency: DisplayCurrency; paypal: boolean },
): Record<SitePlaceholder, string> {
  const words = WORDS[options.locale];
  const zones = zonesOf(settings.shipping, words);
  const money = (cents: number) => formatMoney(cents, options.currency);
  const thresholds = new Set(zones.map((zone) => zone.freeFromCents));
  const [only] = thresholds;
  const freeShipping =
    thresholds.size === 1
      ? only === null || only === undefined
        ? words.freeNowhere
        : words.freeEverywhere(money(only))
      : words.freeByZone(
          zones
            .map((zone) => `${zone.name} ${zone.freeFromCents === null ? words.never : money(zone.freeFromCents)}`)
            .join("; "),
        );
  return {
    deliveryTimes: zones.map((zone) => `- ${zone.name}: ${words.days(zone.minDays, zone.maxDays)}`).join("\n"),
    freeShipping,
    returnDays: String(settings.returns.days),
    answerDays: String(settings.returns.answerDays),
    returnShippingMax: money(settings.returns.shippingMaxCents),
    paymentMethods: offeredPaymentMethods(settings, options.paypal)
      .map((method) => words.methods[method])
      .join(", "),
  };
}
