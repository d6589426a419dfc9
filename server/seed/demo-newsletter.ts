import type { Tx } from "../db/handle";
import { newsletterCampaigns } from "../db/schema";

/** A draft campaign in three languages for the operator to try the newsletter with (decision 057); never sent. */
export async function insertNewsletterDemo(tx: Tx): Promise<void> {
  await tx.insert(newsletterCampaigns).values({
    subject: {
      en: "Spring in the workshop: new drills and a sharpening guide",
      ru: "Весна в мастерской: новые дрели и руководство по заточке",
      ar: "الربيع في الورشة: مثاقب جديدة ودليل للشحذ",
    },
    body: {
      en: "## New this month\n\nCordless drills from three brands are in stock, and our blog explains how to keep chisels **sharp**.\n\n- Free delivery over the store's threshold\n- The sharpening guide is on our blog\n",
      ru: "## Новинки месяца\n\nВ наличии аккумуляторные дрели трёх брендов, а в блоге рассказано, как сохранить стамески **острыми**.\n\n- Бесплатная доставка при заказе от порога магазина\n- Руководство по заточке — в нашем блоге\n",
      ar: "## جديد هذا الشهر\n\nتتوفر مثاقب لاسلكية من ثلاث علامات تجارية، ويشرح مدوّنتنا كيف تبقى الأزاميل **حادّة**.\n\n- توصيل مجاني فوق حدّ المتجر\n- دليل الشحذ في مدوّنتنا\n",
    },
  });
}
