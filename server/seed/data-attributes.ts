import type { LocalizedText } from "../db/schema";

export type DemoAttributeValue = { slug: string; name: LocalizedText; hex?: string };
export type DemoAttribute = { slug: string; name: LocalizedText; values: DemoAttributeValue[] };

const value = (slug: string, en: string, ru: string, ar: string, hex?: string): DemoAttributeValue => ({
  slug,
  name: { en, ru, ar },
  ...(hex ? { hex } : {}),
});

/** The 20 colours of the store, in swatch order. */
export const colorValues = [
  value("white", "White", "Белый", "أبيض", "#ffffff"),
  value("silver", "Silver", "Серебристый", "فضي", "#c0c0c0"),
  value("light-gray", "Light Gray", "Светло-серый", "رمادي فاتح", "#d6d6d6"),
  value("gray", "Gray", "Серый", "رمادي", "#999999"),
  value("dark-gray", "Dark Gray", "Тёмно-серый", "رمادي داكن", "#666666"),
  value("coal", "Coal", "Угольный", "فحمي", "#3d3d3d"),
  value("black", "Black", "Чёрный", "أسود", "#000000"),
  value("red", "Red", "Красный", "أحمر", "#e53935"),
  value("orange", "Orange", "Оранжевый", "برتقالي", "#ff8c1a"),
  value("yellow", "Yellow", "Жёлтый", "أصفر", "#ffd333"),
  value("pear-green", "Pear Green", "Салатовый", "أخضر كمثري", "#d1e231"),
  value("green", "Green", "Зелёный", "أخضر", "#43a047"),
  value("emerald", "Emerald", "Изумрудный", "زمردي", "#2ecc71"),
  value("shamrock", "Shamrock", "Мятно-зелёный", "أخضر نعناعي", "#33cc99"),
  value("shakespeare", "Shakespeare", "Небесно-голубой", "أزرق سماوي", "#4eabd1"),
  value("blue", "Blue", "Синий", "أزرق", "#1e88e5"),
  value("dark-blue", "Dark Blue", "Тёмно-синий", "أزرق داكن", "#1a3a8f"),
  value("violet", "Violet", "Фиолетовый", "بنفسجي", "#7e57c2"),
  value("purple", "Purple", "Пурпурный", "أرجواني", "#8e24aa"),
  value("cerise", "Cerise", "Вишнёвый", "كرزي", "#de3163"),
] as const satisfies readonly DemoAttributeValue[];

export type ColorSlug = (typeof colorValues)[number]["slug"];

export function colorHex(slug: ColorSlug): string {
  return colorValues.find((color) => color.slug === slug)?.hex ?? "#999999";
}

const rpm = (n: number) => value(`${n}-rpm`, `${n} RPM`, `${n} об/мин`, `${n} دورة/دقيقة`);
const volts = (n: number) => value(`${n}-v`, `${n} V`, `${n} В`, `${n} فولت`);
const ampHours = (n: number) =>
  value(`${String(n).replace(".", "-")}-ah`, `${n} Ah`, `${String(n).replace(".", ",")} А·ч`, `${n} أمبير/ساعة`);

export const SPEEDS = [450, 750, 1500, 2000, 3000, 4500, 11000] as const;
export const VOLTAGES = [12, 18, 20, 36, 220] as const;
export const CAPACITIES = [1.5, 2, 4, 5, 6] as const;

/** Attribute value slugs as the product data refers to them. */
export const speedSlug = (n: (typeof SPEEDS)[number]) => `${n}-rpm`;
export const voltageSlug = (n: (typeof VOLTAGES)[number]) => `${n}-v`;
export const capacitySlug = (n: (typeof CAPACITIES)[number]) => `${String(n).replace(".", "-")}-ah`;

export const demoAttributes: DemoAttribute[] = [
  { slug: "color", name: { en: "Color", ru: "Цвет", ar: "اللون" }, values: [...colorValues] },
  { slug: "speed", name: { en: "Speed", ru: "Скорость", ar: "السرعة" }, values: SPEEDS.map(rpm) },
  {
    slug: "power-source",
    name: { en: "Power Source", ru: "Источник питания", ar: "مصدر الطاقة" },
    values: [
      value("cordless", "Cordless/Battery", "Аккумуляторный", "لاسلكي/بطارية"),
      value("corded", "Corded/Electric", "Сетевой", "سلكي/كهربائي"),
      value("pneumatic", "Pneumatic", "Пневматический", "هوائي"),
      value("manual", "Manual", "Ручной", "يدوي"),
    ],
  },
  {
    slug: "battery-cell-type",
    name: { en: "Battery Cell Type", ru: "Тип аккумулятора", ar: "نوع خلايا البطارية" },
    values: [
      value("li-ion", "Li-Ion", "Li-Ion", "ليثيوم أيون"),
      value("nicd", "NiCd", "NiCd", "نيكل كادميوم"),
      value("nimh", "NiMH", "NiMH", "نيكل ميتال هيدريد"),
    ],
  },
  { slug: "voltage", name: { en: "Voltage", ru: "Напряжение", ar: "الجهد" }, values: VOLTAGES.map(volts) },
  {
    slug: "battery-capacity",
    name: { en: "Battery Capacity", ru: "Ёмкость аккумулятора", ar: "سعة البطارية" },
    values: CAPACITIES.map(ampHours),
  },
];
