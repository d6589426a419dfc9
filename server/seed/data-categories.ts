import type { LocalizedText } from "../db/schema";
import type { ArtKind } from "./product-art";

export type DemoCategory = {
  slug: string;
  name: LocalizedText;
  /** The drawing used for the category image and for the products filed under it. */
  art: ArtKind;
  /** Whether the category gets its own picture (roots and second-level categories do). */
  withImage?: boolean;
  children?: DemoCategory[];
};

const leaf = (slug: string, art: ArtKind, en: string, ru: string, ar: string): DemoCategory => ({
  slug,
  art,
  name: { en, ru, ar },
});

const branch = (slug: string, art: ArtKind, name: LocalizedText, children: DemoCategory[]): DemoCategory => ({
  slug,
  art,
  name,
  withImage: true,
  children,
});

const instruments = branch("instruments", "drill", { en: "Instruments", ru: "Инструменты", ar: "الأدوات" }, [
  branch("power-tools", "drill", { en: "Power Tools", ru: "Электроинструменты", ar: "الأدوات الكهربائية" }, [
    leaf("drills", "drill", "Drills", "Дрели", "المثاقب"),
    leaf("screwdrivers", "cordless-screwdriver", "Screwdrivers", "Шуруповёрты", "المفكات الكهربائية"),
    leaf("angle-grinders", "angle-grinder", "Angle Grinders", "Угловые шлифмашины", "الجلاخات الزاوية"),
    leaf("circular-saws", "circular-saw", "Circular Saws", "Циркулярные пилы", "المناشير الدائرية"),
    leaf("jigsaws", "jigsaw", "Jigsaws", "Электролобзики", "مناشير الأركت"),
    leaf("rotary-hammers", "rotary-hammer", "Rotary Hammers", "Перфораторы", "المطارق الدوارة"),
  ]),
  branch("hand-tools", "hammer", { en: "Hand Tools", ru: "Ручной инструмент", ar: "الأدوات اليدوية" }, [
    leaf("hammers", "hammer", "Hammers", "Молотки", "المطارق"),
    leaf("wrenches", "wrench", "Wrenches", "Гаечные ключи", "مفاتيح الربط"),
    leaf("pliers", "pliers", "Pliers", "Плоскогубцы и клещи", "الكماشات"),
    leaf("screwdriver-sets", "screwdriver", "Screwdriver Sets", "Наборы отвёрток", "أطقم المفكات"),
    leaf("hand-saws", "hand-saw", "Hand Saws", "Ручные пилы", "المناشير اليدوية"),
    leaf("plumbing", "pipe-wrench", "Plumbing", "Сантехнический инструмент", "أدوات السباكة"),
  ]),
  branch("machine-tools", "lathe", { en: "Machine Tools", ru: "Станки", ar: "آلات التشغيل" }, [
    leaf("lathes", "lathe", "Lathes", "Токарные станки", "المخارط"),
    leaf("milling-machines", "drill-press", "Milling Machines", "Фрезерные станки", "آلات التفريز"),
    leaf("drill-presses", "drill-press", "Drill Presses", "Сверлильные станки", "المثاقب العمودية"),
    leaf("bench-grinders", "bench-grinder", "Bench Grinders", "Точильные станки", "جلاخات الطاولة"),
    leaf("band-saws", "band-saw", "Band Saws", "Ленточные пилы", "المناشير الشريطية"),
  ]),
  branch("power-machinery", "generator", { en: "Power Machinery", ru: "Силовая техника", ar: "معدات الطاقة" }, [
    leaf("generators", "generator", "Generators", "Генераторы", "المولدات الكهربائية"),
    leaf("air-compressors", "compressor", "Air Compressors", "Компрессоры", "ضواغط الهواء"),
    leaf("pressure-washers", "pressure-washer", "Pressure Washers", "Мойки высокого давления", "غسالات الضغط العالي"),
    leaf("welding-machines", "welder", "Welding Machines", "Сварочные аппараты", "آلات اللحام"),
    leaf("lawn-mowers", "lawn-mower", "Lawn Mowers", "Газонокосилки", "جزازات العشب"),
  ]),
  branch("measurement", "tape-measure", { en: "Measurement", ru: "Измерительный инструмент", ar: "أدوات القياس" }, [
    leaf("tape-measures", "tape-measure", "Tape Measures", "Рулетки", "أشرطة القياس"),
    leaf("spirit-levels", "spirit-level", "Spirit Levels", "Строительные уровни", "موازين الماء"),
    leaf("laser-levels", "laser-level", "Laser Levels", "Лазерные нивелиры", "موازين الليزر"),
    leaf("calipers", "caliper", "Calipers", "Штангенциркули", "القدمات ذات الورنية"),
    leaf(
      "laser-distance-meters",
      "distance-meter",
      "Laser Distance Meters",
      "Лазерные дальномеры",
      "أجهزة قياس المسافة بالليزر",
    ),
  ]),
  branch(
    "clothes-and-ppe",
    "helmet",
    { en: "Clothes and PPE", ru: "Спецодежда и СИЗ", ar: "الملابس ومعدات الوقاية الشخصية" },
    [
      leaf("safety-helmets", "helmet", "Safety Helmets", "Защитные каски", "خوذات السلامة"),
      leaf("work-gloves", "gloves", "Work Gloves", "Рабочие перчатки", "قفازات العمل"),
      leaf("safety-glasses", "glasses", "Safety Glasses", "Защитные очки", "نظارات السلامة"),
      leaf("hearing-protection", "earmuffs", "Hearing Protection", "Средства защиты слуха", "واقيات السمع"),
      leaf("workwear", "jacket", "Workwear", "Рабочая одежда", "ملابس العمل"),
    ],
  ),
]);

/** Under the other roots, the second level is already the level products are filed under. */
const imaged = (category: DemoCategory): DemoCategory => ({ ...category, withImage: true });

/** The whole demo category tree, roots in menu order. */
export const demoCategories: DemoCategory[] = [
  instruments,
  branch("electronics", "headphones", { en: "Electronics", ru: "Электроника", ar: "الإلكترونيات" }, [
    imaged(leaf("headphones", "headphones", "Headphones", "Наушники", "سماعات الرأس")),
    imaged(leaf("cameras", "camera", "Cameras", "Фотокамеры", "الكاميرات")),
    imaged(leaf("smart-home", "speaker", "Smart Home", "Умный дом", "المنزل الذكي")),
    imaged(leaf("power-banks", "power-bank", "Power Banks", "Внешние аккумуляторы", "البطاريات المتنقلة")),
  ]),
  branch("computers", "laptop", { en: "Computers", ru: "Компьютеры", ar: "أجهزة الكمبيوتر" }, [
    imaged(leaf("laptops", "laptop", "Laptops", "Ноутбуки", "أجهزة اللابتوب")),
    imaged(leaf("monitors", "monitor", "Monitors", "Мониторы", "الشاشات")),
    imaged(leaf("keyboards", "keyboard", "Keyboards", "Клавиатуры", "لوحات المفاتيح")),
    imaged(leaf("computer-mice", "mouse", "Computer Mice", "Компьютерные мыши", "فأرات الكمبيوتر")),
    imaged(leaf("printers", "printer", "Printers", "Принтеры", "الطابعات")),
  ]),
  branch("automotive", "car-jack", { en: "Automotive", ru: "Автотовары", ar: "مستلزمات السيارات" }, [
    imaged(leaf("car-jacks", "car-jack", "Car Jacks", "Домкраты", "رافعات السيارات")),
    imaged(
      leaf("battery-chargers", "battery-charger", "Battery Chargers", "Зарядные устройства для АКБ", "شواحن البطاريات"),
    ),
    imaged(leaf("tyre-inflators", "tyre-inflator", "Tyre Inflators", "Автокомпрессоры", "منافخ الإطارات")),
    imaged(leaf("car-care", "spray-bottle", "Car Care", "Автохимия и уход", "العناية بالسيارة")),
  ]),
  branch(
    "furniture-and-appliances",
    "workbench",
    { en: "Furniture & Appliances", ru: "Мебель и бытовая техника", ar: "الأثاث والأجهزة المنزلية" },
    [
      imaged(leaf("workbenches", "workbench", "Workbenches", "Верстаки", "طاولات العمل")),
      imaged(leaf("tool-storage", "toolbox", "Tool Storage", "Хранение инструмента", "تخزين الأدوات")),
      imaged(leaf("vacuum-cleaners", "vacuum", "Vacuum Cleaners", "Пылесосы", "المكانس الكهربائية")),
      imaged(leaf("kitchen-appliances", "kettle", "Kitchen Appliances", "Кухонная техника", "أجهزة المطبخ")),
    ],
  ),
  branch("music-and-books", "guitar", { en: "Music & Books", ru: "Музыка и книги", ar: "الموسيقى والكتب" }, [
    imaged(leaf("diy-books", "book", "DIY Books", "Книги для мастеров", "كتب الأعمال اليدوية")),
    imaged(leaf("guitars", "guitar", "Guitars", "Гитары", "القيثارات")),
    imaged(leaf("sheet-music", "book", "Sheet Music", "Ноты", "النوتات الموسيقية")),
  ]),
  branch("health-and-beauty", "first-aid", { en: "Health & Beauty", ru: "Здоровье и красота", ar: "الصحة والجمال" }, [
    imaged(leaf("first-aid-kits", "first-aid", "First Aid Kits", "Аптечки", "حقائب الإسعافات الأولية")),
    imaged(leaf("hair-clippers", "clipper", "Hair Clippers", "Машинки для стрижки", "ماكينات قص الشعر")),
    imaged(leaf("electric-shavers", "shaver", "Electric Shavers", "Электробритвы", "ماكينات الحلاقة الكهربائية")),
    imaged(leaf("massagers", "massager", "Massagers", "Массажёры", "أجهزة التدليك")),
  ]),
];

/** A leaf left without products on purpose, so the empty category page can be seen. */
export const EMPTY_CATEGORY_SLUG = "sheet-music";

export type FlatCategory = DemoCategory & { parentSlug: string | null; depth: number; position: number };

/** The tree flattened parents-first, so each row's parent precedes it. */
export function flattenCategories(tree: DemoCategory[] = demoCategories): FlatCategory[] {
  const out: FlatCategory[] = [];
  const walk = (nodes: DemoCategory[], parentSlug: string | null, depth: number) => {
    nodes.forEach((node, position) => {
      out.push({ ...node, parentSlug, depth, position });
    });
    for (const node of nodes) if (node.children) walk(node.children, node.slug, depth + 1);
  };
  walk(tree, null, 0);
  return out;
}

export function isLeaf(category: DemoCategory): boolean {
  return !category.children || category.children.length === 0;
}
