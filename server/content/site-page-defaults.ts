import type { LocalizedInput } from "~domain/localized-input";
import type { SitePageSlug } from "~domain/site-pages";

// The site pages as the store shipped them (issue 50): the seed writes them as rows, and a page never saved reads as its
// text here. Markdown per language; `{{…}}` is filled from the settings as the page is read (server/content/site-placeholders.ts).

export const DEFAULT_SITE_PAGES: Record<SitePageSlug, { title: LocalizedInput; body: LocalizedInput }> = {
  "about-us": {
    title: {
      en: "About Us",
      ru: "О нас",
      ar: "من نحن",
    },
    body: {
      en: "Tool Store started in a small workshop with a simple idea: people who build, fix and make things deserve a shop that speaks their language and keeps its promises.\n\nToday we carry power tools, hand tools, machine tools, measurement instruments and protective gear from brands we trust, and every signed-in customer can list their own tools for sale.\n\nWe test what we sell, we answer the phone, and we ship quickly. If something is not right, tell us and we will make it right.",
      ru: "Tool Store начинался в небольшой мастерской с простой идеи: те, кто строит, ремонтирует и мастерит, заслуживают магазина, который говорит с ними на одном языке и держит своё слово.\n\nСегодня у нас есть электроинструмент, ручной инструмент, станки, измерительные приборы и средства защиты от брендов, которым мы доверяем, а каждый авторизованный покупатель может выставить на продажу собственные инструменты.\n\nМы проверяем то, что продаём, отвечаем на звонки и быстро отправляем заказы. Если что-то не так, сообщите нам — и мы всё исправим.",
      ar: "بدأ Tool Store في ورشة صغيرة بفكرة بسيطة: من يبنون ويصلحون ويصنعون الأشياء يستحقون متجرًا يتحدث لغتهم ويفي بوعوده.\n\nنوفّر اليوم الأدوات الكهربائية والأدوات اليدوية وآلات التشغيل وأجهزة القياس ومعدات الحماية من علامات تجارية نثق بها، ويمكن لكل عميل مسجّل الدخول عرض أدواته الخاصة للبيع.\n\nنختبر ما نبيعه، ونرد على الهاتف، ونشحن بسرعة. وإذا لم يكن شيء ما على ما يرام، فأخبرنا وسنصلحه.",
    },
  },
  faq: {
    title: {
      en: "Frequently Asked Questions",
      ru: "Часто задаваемые вопросы",
      ar: "الأسئلة الشائعة",
    },
    body: {
      en: "**How long does delivery take?** Most orders leave our warehouse within one working day. How long a parcel then takes depends on where it goes:\n\n{{deliveryTimes}}\n\n**How much is shipping?** Each seller ships their items as one parcel. A parcel's shipping depends on the country it goes to, and a parcel whose items reach the threshold of that country's zone ships free; some sellers ship every parcel free. The cart shows each parcel's shipping and when it should arrive once you choose your country.\n\n**Can I return a tool?** Yes: within {{returnDays}} days of delivery, from your order's page. The Returns page says how it works.\n\n**Can I sell my own tools?** Yes: every signed-in user can create listings from the account area.",
      ru: "**Сколько времени занимает доставка?** Большинство заказов покидают наш склад в течение одного рабочего дня. Сколько затем идёт посылка, зависит от того, куда она направляется:\n\n{{deliveryTimes}}\n\n**Сколько стоит доставка?** Каждый продавец отправляет свои товары одной посылкой. Стоимость доставки посылки зависит от страны назначения, а посылка, товары в которой достигают порога зоны этой страны, доставляется бесплатно; некоторые продавцы доставляют все посылки бесплатно. Выберите страну в корзине — там видны доставка каждой посылки и срок её прибытия.\n\n**Можно ли вернуть инструмент?** Да: в течение {{returnDays}} дней после доставки, со страницы заказа. Как это устроено, описано на странице «Возврат».\n\n**Можно ли продавать собственные инструменты?** Да: любой авторизованный пользователь может создавать объявления в личном кабинете.",
      ar: "**كم يستغرق التوصيل؟** تغادر معظم الطلبات مستودعنا خلال يوم عمل واحد، ثم تعتمد مدة وصول الطرد على وجهته:\n\n{{deliveryTimes}}\n\n**كم تبلغ تكلفة الشحن؟** يشحن كل بائع منتجاته في طرد واحد. تعتمد تكلفة شحن الطرد على البلد الذي يُرسل إليه، ويُشحن مجانًا الطرد الذي تبلغ منتجاته حدّ منطقة ذلك البلد؛ وبعض البائعين يشحنون كل طرودهم مجانًا. اختر بلدك في السلة لترى شحن كل طرد وموعد وصوله.\n\n**هل يمكنني إرجاع أداة؟** نعم: خلال {{returnDays}} يومًا من التسليم، من صفحة طلبك. تشرح صفحة الإرجاع كيف يتم ذلك.\n\n**هل يمكنني بيع أدواتي الخاصة؟** نعم: يمكن لكل مستخدم مسجّل الدخول إنشاء إعلانات من صفحة الحساب.",
    },
  },
  terms: {
    title: {
      en: "Terms and Conditions",
      ru: "Условия использования",
      ar: "الشروط والأحكام",
    },
    body: {
      en: "By using this store you agree to these terms. Prices are shown in the currency you choose and converted from US dollars at our stored exchange rates; the order total is fixed when you place the order.\n\nWe keep your personal data only to process your orders and run your account, and we never sell it.\n\nSellers are responsible for the accuracy of their listings. We may remove listings that break the law or these terms.",
      ru: "Пользуясь этим магазином, вы соглашаетесь с настоящими условиями. Цены отображаются в выбранной вами валюте и пересчитываются из долларов США по сохранённым у нас курсам; сумма заказа фиксируется в момент его оформления.\n\nМы храним ваши персональные данные только для обработки заказов и ведения вашего аккаунта и никогда их не продаём.\n\nПродавцы несут ответственность за достоверность своих объявлений. Мы можем удалять объявления, нарушающие закон или настоящие условия.",
      ar: "باستخدامك هذا المتجر فإنك توافق على هذه الشروط. تُعرض الأسعار بالعملة التي تختارها وتُحوَّل من الدولار الأمريكي وفق أسعار الصرف المعتمدة لدينا، ويُثبَّت إجمالي الطلب عند تقديمه.\n\nنحتفظ ببياناتك الشخصية لمعالجة طلباتك وإدارة حسابك فقط، ولا نبيعها أبدًا.\n\nيتحمل البائعون مسؤولية دقة إعلاناتهم، ويحق لنا إزالة الإعلانات التي تخالف القانون أو هذه الشروط.",
    },
  },
  privacy: {
    title: {
      en: "Privacy Policy",
      ru: "Политика конфиденциальности",
      ar: "سياسة الخصوصية",
    },
    body: {
      en: "We keep your personal data only to process your orders and run your account, and we never sell it.\n\n# What we keep\n\n- your name, email address and the addresses you give for delivery and billing;\n- your orders, returns and messages with sellers and with us;\n- your language and currency, so the store speaks to you as you chose.\n\n# Who sees it\n\nA seller sees the name and delivery address of the orders they ship. Payments by PayPal are handled by PayPal; we never see your card.\n\n# Your choices\n\nYou can change your details in your account at any time, unsubscribe from the newsletter with the link in every mail, and ask us through the contact page to delete your account.",
      ru: "Мы храним ваши персональные данные только для обработки заказов и ведения вашей учётной записи и никогда их не продаём.\n\n# Что мы храним\n\n- ваше имя, адрес электронной почты и адреса доставки и оплаты;\n- ваши заказы, возвраты и переписку с продавцами и с нами;\n- ваш язык и валюту, чтобы магазин говорил с вами так, как вы выбрали.\n\n# Кто их видит\n\nПродавец видит имя и адрес доставки заказов, которые он отправляет. Платежи через PayPal обрабатывает PayPal; мы никогда не видим вашу карту.\n\n# Ваш выбор\n\nВы можете в любой момент изменить свои данные в личном кабинете, отписаться от рассылки по ссылке в каждом письме и попросить нас через страницу контактов удалить вашу учётную запись.",
      ar: "نحتفظ ببياناتك الشخصية فقط لمعالجة طلباتك وإدارة حسابك، ولا نبيعها أبدًا.\n\n# ما نحتفظ به\n\n- اسمك وبريدك الإلكتروني والعناوين التي تقدمها للتوصيل والفوترة؛\n- طلباتك ومرتجعاتك ورسائلك مع البائعين ومعنا؛\n- لغتك وعملتك، ليخاطبك المتجر كما اخترت.\n\n# من يراها\n\nيرى البائع اسم وعنوان توصيل الطلبات التي يشحنها. يتولى PayPal المدفوعات عبر PayPal، ولا نرى بطاقتك أبدًا.\n\n# خياراتك\n\nيمكنك تغيير بياناتك في حسابك في أي وقت، وإلغاء الاشتراك في النشرة البريدية عبر الرابط في كل رسالة، وأن تطلب منا عبر صفحة الاتصال حذف حسابك.",
    },
  },
  returns: {
    title: {
      en: "Returns",
      ru: "Возврат",
      ar: "الإرجاع",
    },
    body: {
      en: "You may send back what you bought within {{returnDays}} days of its delivery, whatever the reason. Some sellers give longer; their page says so.\n\nTo return something, open the order in your account and choose Return items beside its shipment. Say how many of each item go back, why, and what happened.\n\nThe seller answers within {{answerDays}} days. If they accept, they give you the address to send it to; send it, then enter the carrier and the tracking number on the return's page. If they refuse, or do not answer in time, the store decides.\n\nOnce the seller has the parcel, you get the money back for the items returned, with the shipping when the whole shipment comes back. An order paid with PayPal is refunded through PayPal at once; an order paid by bank transfer, cheque or cash is refunded by the store's bank.\n\nIf you simply changed your mind, the seller may keep up to {{returnShippingMax}} for the return shipping. A damaged, wrong or not-as-described item costs you nothing to return.\n\nIf a parcel never arrives, or an item is not as described and you would rather not send it back, choose Report a problem beside the shipment instead. The seller can answer, and the store decides: it may refund all or part of the shipment.",
      ru: "Купленное можно вернуть в течение {{returnDays}} дней после доставки, по любой причине. Некоторые продавцы дают больше времени — это указано на их странице.\n\nЧтобы вернуть товар, откройте заказ в личном кабинете и нажмите «Вернуть товары» рядом с посылкой. Укажите, сколько каждого товара возвращается, почему и что случилось.\n\nПродавец отвечает в течение {{answerDays}} дн. Если он принимает возврат, то сообщает адрес; отправьте посылку и укажите на странице возврата службу доставки и трек-номер. Если продавец отказывает или не отвечает вовремя, решение принимает магазин.\n\nКогда посылка у продавца, вам возвращаются деньги за возвращённые товары, а за доставку — если возвращается вся посылка. Заказ, оплаченный через PayPal, возвращается через PayPal сразу; оплаченный банковским переводом, чеком или наличными — банком магазина.\n\nЕсли вы просто передумали, продавец может удержать до {{returnShippingMax}} за обратную доставку. Вернуть повреждённый, не тот или не соответствующий описанию товар ничего не стоит.\n\nЕсли посылка не пришла или товар не соответствует описанию и вы не хотите его возвращать, нажмите «Сообщить о проблеме» рядом с посылкой. Продавец может ответить, а решение принимает магазин: он может вернуть деньги за всю посылку или её часть.",
      ar: "يمكنك إرجاع ما اشتريته خلال {{returnDays}} يومًا من تسليمه، لأي سبب. يمنح بعض البائعين مدة أطول، وتذكر ذلك صفحتهم.\n\nلإرجاع منتج، افتح الطلب في حسابك واختر «إرجاع منتجات» بجانب شحنته. حدّد كم من كل منتج سيُرجع ولماذا وماذا حدث.\n\nيرد البائع خلال {{answerDays}} أيام. إن قبل، يعطيك عنوان الإرجاع؛ أرسل الطرد ثم أدخل شركة الشحن ورقم التتبع في صفحة الإرجاع. إن رفض أو لم يرد في الوقت، يقرر المتجر.\n\nعندما يستلم البائع الطرد، يُرد إليك ثمن المنتجات المُرجعة، ومعه الشحن إذا أُرجعت الشحنة كاملة. الطلب المدفوع عبر PayPal يُرد عبر PayPal فورًا، والمدفوع بالتحويل البنكي أو الشيك أو نقدًا يرده بنك المتجر.\n\nإذا غيّرت رأيك فقط، يجوز للبائع خصم ما يصل إلى {{returnShippingMax}} لشحن الإرجاع. إرجاع المنتج التالف أو الخاطئ أو غير المطابق للوصف لا يكلفك شيئًا.\n\nإذا لم يصل طرد، أو كان منتج لا يطابق الوصف وتفضّل ألا ترجعه، فاختر «أبلغ عن مشكلة» بجانب الشحنة بدلًا من ذلك. يمكن للبائع الرد، والمتجر هو من يقرر: قد يرد قيمة الشحنة كلها أو جزءًا منها.",
    },
  },
  delivery: {
    title: {
      en: "Delivery Information",
      ru: "Информация о доставке",
      ar: "معلومات التوصيل",
    },
    body: {
      en: "Most orders leave our warehouse within one working day. Each seller ships their items as one parcel, tracked from door to door.\n\n# How long it takes\n\n{{deliveryTimes}}\n\n# What it costs\n\nA parcel's shipping depends on the country it goes to. {{freeShipping}} Some sellers ship every parcel free. The cart shows each parcel's shipping and when it should arrive once you choose your country.\n\n# Paying\n\nYou can pay by {{paymentMethods}}.",
      ru: "Большинство заказов покидают наш склад в течение одного рабочего дня. Каждый продавец отправляет свои товары одной посылкой, которую можно отследить до двери.\n\n# Сроки\n\n{{deliveryTimes}}\n\n# Стоимость\n\nСтоимость доставки посылки зависит от страны назначения. {{freeShipping}} Некоторые продавцы доставляют каждую посылку бесплатно. Когда вы выберете страну, в корзине будет видна стоимость доставки каждой посылки и когда она придёт.\n\n# Оплата\n\nОплатить можно так: {{paymentMethods}}.",
      ar: "تغادر معظم الطلبات مستودعنا خلال يوم عمل واحد. يشحن كل بائع منتجاته في طرد واحد يمكن تتبعه حتى الباب.\n\n# مدة التوصيل\n\n{{deliveryTimes}}\n\n# التكلفة\n\nتعتمد تكلفة شحن الطرد على البلد الذي يُرسل إليه. {{freeShipping}} بعض البائعين يشحنون كل طرد مجانًا. تعرض السلة شحن كل طرد وموعد وصوله المتوقع بعد اختيار بلدك.\n\n# الدفع\n\nيمكنك الدفع عبر: {{paymentMethods}}.",
    },
  },
};
