import type { FeatureStrip, HomeShelves } from "~domain/home-content";
import type { LocalizedInput } from "~domain/localized-input";

// What the home pages showed before the operator could change them (issue 50): the seed writes these as rows, and a
// setting never saved reads as its default here.

export const DEFAULT_FEATURED_TABS = ["power-tools", "hand-tools", "plumbing"];

export const DEFAULT_SHELVES: HomeShelves = {
  newArrivals: { source: "latest", category: null, count: 8 },
  bestsellers: { source: "bestsellers", category: null, count: 7 },
  specialOffers: { source: "discounted", category: null, count: 5 },
};

export const DEFAULT_FEATURES: FeatureStrip = {
  shipping: {
    title: { en: "Free Shipping", ru: "Бесплатная доставка", ar: "شحن مجاني" },
    text: {
      en: "On every parcel from {{amount}}",
      ru: "Для каждой посылки от {{amount}}",
      ar: "لكل طرد من {{amount}}",
    },
    titlePaid: { en: "Fast Delivery", ru: "Быстрая доставка", ar: "توصيل سريع" },
    textPaid: { en: "Every parcel tracked", ru: "Каждая посылка отслеживается", ar: "كل طرد قابل للتتبع" },
  },
  support: {
    title: { en: "Support 24/7", ru: "Поддержка 24/7", ar: "دعم 24/7" },
    text: { en: "Call us anytime", ru: "Звоните в любое время", ar: "اتصل بنا في أي وقت" },
  },
  safety: {
    title: { en: "100% Safety", ru: "100% безопасность", ar: "أمان 100%" },
    text: { en: "Only secure payments", ru: "Только защищённые платежи", ar: "مدفوعات آمنة فقط" },
  },
  offers: {
    title: { en: "Hot Offers", ru: "Горячие предложения", ar: "عروض مميزة" },
    text: { en: "Discounts up to 90%", ru: "Скидки до 90%", ar: "خصومات تصل إلى 90%" },
  },
};

/** The three slides of the demo store, each leading to (and pictured by) a category. */
export const DEFAULT_SLIDES: {
  category: string;
  headline: LocalizedInput;
  text: LocalizedInput;
  buttonLabel: LocalizedInput;
}[] = [
  {
    category: "power-tools",
    headline: {
      en: "Big choice of power tools",
      ru: "Большой выбор электроинструмента",
      ar: "تشكيلة واسعة من الأدوات الكهربائية",
    },
    text: {
      en: "Drills, grinders, saws and rotary hammers for every job, from the weekend project to the building site.",
      ru: "Дрели, шлифмашины, пилы и перфораторы для любых задач — от домашних проектов на выходных до строительной площадки.",
      ar: "مثاقب وجلاخات ومناشير ومطارق دوّارة لكل مهمة، من مشاريع عطلة نهاية الأسبوع إلى مواقع البناء.",
    },
    buttonLabel: { en: "Shop Now", ru: "Купить сейчас", ar: "تسوّق الآن" },
  },
  {
    category: "hand-tools",
    headline: { en: "Hand tools that last", ru: "Ручной инструмент на долгие годы", ar: "أدوات يدوية تدوم طويلًا" },
    text: {
      en: "Wrenches, pliers, screwdrivers and plumbing tools made to be used every day for years.",
      ru: "Гаечные ключи, плоскогубцы, отвёртки и сантехнический инструмент, рассчитанные на ежедневную работу год за годом.",
      ar: "مفاتيح ربط وكماشات ومفكات وأدوات سباكة مصممة للاستخدام اليومي لسنوات.",
    },
    buttonLabel: { en: "Shop Now", ru: "Купить сейчас", ar: "تسوّق الآن" },
  },
  {
    category: "measurement",
    headline: {
      en: "Measure twice, cut once",
      ru: "Семь раз отмерь — один раз отрежь",
      ar: "قِس مرتين واقطع مرة واحدة",
    },
    text: {
      en: "Laser levels, rangefinders and tape measures for precise work.",
      ru: "Лазерные уровни, дальномеры и рулетки для точной работы.",
      ar: "موازين تسوية ليزرية وأجهزة قياس المسافة وأشرطة قياس لعمل دقيق.",
    },
    buttonLabel: { en: "Shop Now", ru: "Купить сейчас", ar: "تسوّق الآن" },
  },
];
