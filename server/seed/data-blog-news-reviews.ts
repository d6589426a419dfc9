import type { DemoBlogPost } from "./data-blog-types";

/** Store news, buying guides and reviews. */
export const newsAndReviewPosts: DemoBlogPost[] = [
  {
    slug: "free-shipping-on-orders-over-50",
    category: "latest-news",
    tags: ["news", "shipping"],
    author: "Olga Petrova",
    daysAgo: 4,
    art: "toolbox",
    background: "#e53935",
    title: {
      en: "Free Shipping on Parcels from $50",
      ru: "Бесплатная доставка посылок от $50",
      ar: "شحن مجاني للطرود بدءاً من 50 دولاراً",
    },
    excerpt: {
      en: "From today, every parcel of $50 or more ships free of charge, wherever it goes.",
      ru: "С сегодняшнего дня каждая посылка на сумму от $50 доставляется бесплатно, куда бы она ни шла.",
      ar: "ابتداءً من اليوم، يُشحن كل طرد بقيمة 50 دولاراً أو أكثر مجاناً، أينما كانت وجهته.",
    },
    body: {
      en: [
        "We have listened to your feedback: from today, every parcel worth $50 or more ships free of charge: each seller ships their items as one parcel, and it is the parcel's items that count. The offer covers the whole catalogue, from a bundle of tape measures to a floor-standing drill press.",
        "Orders placed before 2 pm are packed the same day, and you can follow every parcel on the Track Order page. Large machines travel on a pallet with a two-person delivery team, also at no extra cost.",
        "Parcels under $50 ship at the rate of the zone they go to, which the cart shows once you choose your country. If you are just short of the threshold, the Special Offers column on the home page is a good place to find a useful extra.",
      ],
      ru: [
        "Мы прислушались к вашим отзывам: с сегодняшнего дня каждая посылка на сумму от $50 доставляется бесплатно: каждый продавец отправляет свои товары одной посылкой, и считаются товары посылки. Предложение действует на весь каталог — от набора рулеток до напольного сверлильного станка.",
        "Заказы, оформленные до 14:00, собираются в тот же день, а отследить каждую посылку можно на странице «Отследить заказ». Крупные станки едут на паллете с бригадой из двух человек — тоже без доплаты.",
        "Посылки дешевле $50 доставляются по тарифу зоны назначения — корзина покажет его, когда вы выберете страну. Если до порога не хватает совсем немного, загляните в колонку «Специальные предложения» на главной странице — там легко найти полезное дополнение.",
      ],
      ar: [
        "استمعنا إلى ملاحظاتكم: ابتداءً من اليوم، يُشحن كل طرد بقيمة 50 دولاراً أو أكثر مجاناً: يشحن كل بائع منتجاته في طرد واحد، والعبرة بمنتجات الطرد. ويشمل العرض الكتالوج بأكمله، من طقم أشرطة القياس إلى المثقاب العمودي الأرضي.",
        "تُجهَّز الطلبات في اليوم نفسه إذا قُدّمت قبل الساعة الثانية ظهراً، ويمكنك متابعة كل شحنة من صفحة تتبع الطلب. أما الآلات الكبيرة فتُنقل على منصة نقالة مع فريق توصيل من شخصين، دون أي تكلفة إضافية أيضاً.",
        "تُشحن الطرود التي تقل عن 50 دولاراً بسعر منطقة وجهتها، وتعرضه السلة بعد اختيار بلدك. وإذا كنت قريباً جداً من الحد المطلوب، فإن عمود العروض الخاصة في الصفحة الرئيسية مكان جيد للعثور على إضافة مفيدة.",
      ],
    },
  },
  {
    slug: "new-season-new-tools",
    category: "latest-news",
    tags: ["news", "new arrivals", "power tools"],
    author: "Olga Petrova",
    daysAgo: 11,
    art: "rotary-hammer",
    background: "#1a3a8f",
    title: {
      en: "New Season, New Tools: What Arrived This Month",
      ru: "Новый сезон — новые инструменты: поступления этого месяца",
      ar: "موسم جديد وأدوات جديدة: ما وصل هذا الشهر",
    },
    excerpt: {
      en: "Brushless grinders, a compact rotary hammer and a new range of workwear have just landed in the store.",
      ru: "Бесщёточные болгарки, компактный перфоратор и новая линейка спецодежды уже в магазине.",
      ar: "جلاخات بمحركات بدون فرش، ومطرقة دوارة صغيرة، وتشكيلة جديدة من ملابس العمل وصلت للتو إلى المتجر.",
    },
    body: {
      en: [
        "Spring is the busiest season in the workshop and the garden, and our shelves have filled up accordingly. This month more than forty new products joined the catalogue, from brushless angle grinders to cut-resistant gloves.",
        "Highlights include a 36 V brushless rotary hammer that drills concrete as fast as many corded models, a green three-plane laser level at an entry-level price, and a quiet 50-litre compressor that is comfortable to use in an attached garage.",
        "We have also expanded the Clothes and PPE department with softshell jackets, knee-pad trousers and high-visibility vests in a full range of sizes. Look for the New badge in the catalogue to find everything that arrived this month.",
      ],
      ru: [
        "Весна — самый загруженный сезон в мастерской и в саду, и наши полки заполнились соответственно. В этом месяце в каталог добавилось более сорока новинок — от бесщёточных угловых шлифмашин до перчаток с защитой от порезов.",
        "Среди главных новинок — бесщёточный перфоратор на 36 В, который сверлит бетон не медленнее многих сетевых моделей, зелёный трёхплоскостной лазерный нивелир по цене начального уровня и тихий компрессор на 50 литров, с которым комфортно работать в пристроенном гараже.",
        "Мы также расширили раздел спецодежды и СИЗ: куртки из софтшелла, брюки с карманами для наколенников и сигнальные жилеты во всех размерах. Ищите в каталоге значок «Новинка», чтобы увидеть всё, что поступило в этом месяце.",
      ],
      ar: [
        "الربيع هو الموسم الأكثر انشغالاً في الورشة والحديقة، وقد امتلأت رفوفنا تبعاً لذلك. فقد انضم هذا الشهر أكثر من أربعين منتجاً جديداً إلى الكتالوج، من الجلاخات الزاوية بمحركات بدون فرش إلى القفازات المقاومة للقطع.",
        "من أبرز الجديد مطرقة دوارة بجهد 36 فولت بمحرك بدون فرش تثقب الخرسانة بسرعة كثير من الطرازات السلكية، وميزان ليزر أخضر ثلاثي المستويات بسعر الفئة الأساسية، وضاغط هواء هادئ بسعة 50 لتراً مريح للاستخدام في مرآب ملحق بالمنزل.",
        "كما وسّعنا قسم الملابس ومعدات الوقاية الشخصية بسترات سوفت شل، وسراويل بجيوب لواقيات الركبة، وسترات عاكسة عالية الوضوح بجميع المقاسات. ابحث عن شارة «جديد» في الكتالوج لتجد كل ما وصل هذا الشهر.",
      ],
    },
  },
  {
    slug: "how-to-choose-your-first-cordless-drill",
    category: "buying-guides",
    tags: ["drills", "cordless", "buying guide"],
    author: "Ryan Ford",
    daysAgo: 19,
    art: "drill",
    background: "#ffd333",
    title: {
      en: "How to Choose Your First Cordless Drill",
      ru: "Как выбрать свою первую аккумуляторную дрель",
      ar: "كيف تختار أول مثقاب لاسلكي لك",
    },
    excerpt: {
      en: "Voltage, torque, chuck size and batteries: what actually matters when you buy a drill for home projects.",
      ru: "Напряжение, крутящий момент, патрон и аккумуляторы: что действительно важно при покупке дрели для домашних проектов.",
      ar: "الجهد وعزم الدوران وحجم الظرف والبطاريات: ما الذي يهم فعلاً عند شراء مثقاب لمشاريع المنزل.",
    },
    body: {
      en: [
        "A cordless drill is the tool most people buy first, and the choice on the shelf can be overwhelming. The good news is that only a handful of numbers really matter for home projects, and most of the rest is marketing.",
        "Start with voltage. A 12 V drill is light and compact, perfect for furniture assembly and hanging shelves. An 18 V or 20 V model has the reserve of power needed for large holes in timber and for driving long screws, and it shares batteries with a whole family of other tools.",
        "Look next at the chuck and the clutch. A 13 mm keyless chuck accepts almost every bit you will meet, and a clutch with many settings lets you stop a screw exactly flush instead of driving it through soft material.",
        "Finally, think about batteries. Two packs mean one can charge while you work; a 2 Ah pack keeps the drill light, while a 4 Ah pack lasts through a day of decking. If you expect to buy more tools, choose the battery platform first and the drill second.",
      ],
      ru: [
        "Аккумуляторная дрель — обычно первый инструмент, который покупают для дома, и выбор на полке может сбить с толку. Хорошая новость: для домашних задач важны лишь несколько характеристик, а остальное — в основном маркетинг.",
        "Начните с напряжения. Дрель на 12 В лёгкая и компактная — идеальна для сборки мебели и навешивания полок. Модель на 18 или 20 В обладает запасом мощности для больших отверстий в древесине и длинных шурупов, а её аккумуляторы подходят к целой линейке других инструментов.",
        "Затем посмотрите на патрон и муфту. Быстрозажимной патрон на 13 мм примет почти любое сверло, а муфта с большим числом положений позволит утопить шуруп точно заподлицо, не продавив мягкий материал.",
        "Наконец, подумайте об аккумуляторах. С двумя батареями одна заряжается, пока вы работаете другой; аккумулятор на 2 А·ч сохраняет дрель лёгкой, а на 4 А·ч хватит на целый день укладки террасной доски. Если планируете покупать и другие инструменты, сначала выберите аккумуляторную платформу, а уже потом дрель.",
      ],
      ar: [
        "المثقاب اللاسلكي هو عادةً أول أداة يشتريها الناس، وقد تكون الخيارات المعروضة على الرفوف محيّرة. والخبر السار أن عدداً قليلاً فقط من المواصفات يهم فعلاً في المشاريع المنزلية، أما الباقي فمعظمه تسويق.",
        "ابدأ بالجهد. المثقاب بجهد 12 فولت خفيف وصغير، ومثالي لتركيب الأثاث وتعليق الرفوف. أما طراز 18 أو 20 فولت فيملك احتياطياً من القوة لثقب فتحات كبيرة في الخشب وربط البراغي الطويلة، كما أن بطارياته تعمل مع عائلة كاملة من الأدوات الأخرى.",
        "انظر بعد ذلك إلى الظرف والقابض. الظرف السريع مقاس 13 مم يقبل تقريباً كل لقمة ستحتاجها، والقابض متعدد الإعدادات يسمح لك بإيقاف البرغي مستوياً تماماً مع السطح بدلاً من اختراق المادة اللينة.",
        "وأخيراً، فكّر في البطاريات. مع بطاريتين يمكنك شحن واحدة أثناء العمل بالأخرى؛ فالبطارية بسعة 2 أمبير/ساعة تُبقي المثقاب خفيفاً، بينما تكفي بطارية 4 أمبير/ساعة ليوم عمل كامل. وإذا كنت تنوي شراء أدوات أخرى، فاختر منصة البطاريات أولاً ثم المثقاب.",
      ],
    },
  },
  {
    slug: "brushless-vs-brushed-motors",
    category: "reviews",
    tags: ["drills", "brushless", "review"],
    author: "Adam Green",
    daysAgo: 30,
    art: "cordless-screwdriver",
    background: "#33cc99",
    title: {
      en: "Brushless vs Brushed Motors: What Changes in Practice",
      ru: "Бесщёточный или щёточный двигатель: что меняется на практике",
      ar: "المحركات بدون فرش مقابل المحركات بالفرش: ما الذي يتغير عملياً",
    },
    excerpt: {
      en: "Brushless tools cost more. We spent a month with both kinds to see where the difference shows up.",
      ru: "Бесщёточные инструменты дороже. Мы месяц работали с обоими типами, чтобы понять, где заметна разница.",
      ar: "الأدوات ذات المحركات بدون فرش أغلى ثمناً. قضينا شهراً مع النوعين لنرى أين يظهر الفرق.",
    },
    body: {
      en: [
        "Brushless motors have moved from premium models into mid-range tools, and the price gap is shrinking. To see whether the upgrade is worth it, we used a brushed and a brushless drill driver side by side for a month of ordinary jobs.",
        "The most obvious difference is runtime. On the same 2 Ah battery the brushless drill drove about a third more screws into pine before the pack ran flat. It also stayed noticeably cooler when boring large holes with a spade bit.",
        "The brushless tool is shorter and lighter too, because it needs no commutator and brushes. In tight cabinets and overhead work that small difference made it the drill we reached for first.",
        "For occasional use around the house a good brushed drill remains excellent value. If you work with your tools every week, the brushless version pays for itself in battery life and a longer-lasting motor.",
      ],
      ru: [
        "Бесщёточные двигатели перешли из премиальных моделей в инструменты среднего класса, и разница в цене сокращается. Чтобы понять, оправдан ли переход, мы месяц использовали щёточный и бесщёточный шуруповёрты бок о бок на обычных работах.",
        "Самое заметное отличие — время работы. На одном и том же аккумуляторе 2 А·ч бесщёточная дрель закрутила в сосну примерно на треть больше шурупов, прежде чем батарея села. Кроме того, она заметно меньше нагревалась при сверлении больших отверстий перовым сверлом.",
        "Бесщёточный инструмент к тому же короче и легче, потому что ему не нужны коллектор и щётки. В тесных шкафах и при работе над головой эта небольшая разница сделала его дрелью, за которой мы тянулись в первую очередь.",
        "Для редкой работы по дому хорошая щёточная дрель по-прежнему отличное вложение. Если же вы пользуетесь инструментом каждую неделю, бесщёточная версия окупится за счёт времени работы от аккумулятора и долговечности мотора.",
      ],
      ar: [
        "انتقلت المحركات بدون فرش من الطرازات الفاخرة إلى الأدوات متوسطة الفئة، وفارق السعر يتقلص. ولمعرفة ما إذا كانت الترقية تستحق، استخدمنا مثقاباً بمحرك ذي فرش وآخر بدون فرش جنباً إلى جنب لمدة شهر في أعمال عادية.",
        "الفرق الأوضح هو مدة التشغيل. فعلى البطارية نفسها بسعة 2 أمبير/ساعة، ربط المثقاب بدون فرش نحو الثلث من البراغي الإضافية في خشب الصنوبر قبل أن تنفد البطارية. كما بقي أبرد بشكل ملحوظ عند ثقب فتحات كبيرة.",
        "والأداة بدون فرش أقصر وأخف وزناً أيضاً، لأنها لا تحتاج إلى مبدّل وفرش. وفي الخزائن الضيقة والعمل فوق الرأس جعل هذا الفرق الصغير منها المثقاب الذي نمد أيدينا إليه أولاً.",
        "للاستخدام العرضي في المنزل، يبقى المثقاب الجيد ذو الفرش قيمة ممتازة مقابل السعر. أما إذا كنت تعمل بأدواتك كل أسبوع، فإن النسخة بدون فرش تعوّض ثمنها بعمر بطارية أطول ومحرك يدوم أكثر.",
      ],
    },
  },
  {
    slug: "three-laser-levels-on-a-real-renovation",
    category: "reviews",
    tags: ["laser levels", "measurement", "review"],
    author: "Ryan Ford",
    daysAgo: 81,
    art: "laser-level",
    background: "#7e57c2",
    title: {
      en: "Review: Three Laser Levels on a Real Renovation",
      ru: "Обзор: три лазерных нивелира на настоящем ремонте",
      ar: "مراجعة: ثلاثة موازين ليزر في عملية تجديد حقيقية",
    },
    excerpt: {
      en: "We tiled a bathroom and hung a kitchen with three lasers from entry level to pro. Here is what we learned.",
      ru: "Мы облицевали ванную плиткой и повесили кухню с тремя лазерами — от начального до профессионального. Вот что мы узнали.",
      ar: "بلّطنا حماماً وركّبنا مطبخاً باستخدام ثلاثة أجهزة ليزر من الفئة الأساسية إلى الاحترافية. إليك ما تعلمناه.",
    },
    body: {
      en: [
        "Laser levels have become affordable enough for serious DIYers, but the difference between a forty-dollar cross-line laser and a three-plane green laser is not obvious from the box. We used three of them while tiling a bathroom and hanging a kitchen.",
        "The basic red cross-line laser was accurate and easy to set up, but its lines faded quickly in a bright room beyond about five metres. It was perfectly adequate for the bathroom, where distances were short.",
        "The green three-plane laser was the star of the kitchen job. Projecting a level line and two plumb lines at once meant we could set out wall cabinets, the worktop height and the tall unit in one go, and the green beam stayed visible even with the sun coming through the window.",
        "The rotary laser is overkill indoors but unbeatable outside, where it levelled fence posts and a patio base with a detector at thirty metres. For most home renovations, the green three-plane model is the one we would buy.",
      ],
      ru: [
        "Лазерные нивелиры стали достаточно доступными для серьёзных домашних мастеров, но разница между построителем линий за сорок долларов и зелёным трёхплоскостным лазером по коробке не видна. Мы использовали три прибора, выкладывая плитку в ванной и навешивая кухню.",
        "Простой красный нивелир с перекрёстными линиями был точен и легко настраивался, но в светлой комнате его линии быстро бледнели дальше пяти метров. Для ванной, где расстояния небольшие, его хватило с запасом.",
        "Зелёный трёхплоскостной лазер стал звездой кухонного проекта. Горизонтальная и две вертикальные плоскости одновременно позволили за один раз разметить навесные шкафы, высоту столешницы и шкаф-колонну, а зелёный луч оставался виден даже при солнце из окна.",
        "Ротационный нивелир в помещении избыточен, но незаменим на улице: с приёмником на тридцати метрах он выставил столбы забора и основание террасы. Для большинства домашних ремонтов мы бы купили зелёную трёхплоскостную модель.",
      ],
      ar: [
        "أصبحت موازين الليزر في متناول هواة الأعمال اليدوية الجادين، لكن الفرق بين جهاز خطوط متقاطعة بأربعين دولاراً وجهاز ليزر أخضر ثلاثي المستويات لا يتضح من العلبة. استخدمنا ثلاثة منها أثناء تبليط حمام وتركيب مطبخ.",
        "كان جهاز الخطوط المتقاطعة الأحمر البسيط دقيقاً وسهل الإعداد، لكن خطوطه خفتت بسرعة في الغرفة المضيئة بعد نحو خمسة أمتار. ومع ذلك كان كافياً تماماً للحمام حيث المسافات قصيرة.",
        "كان الليزر الأخضر ثلاثي المستويات نجم مشروع المطبخ. فإسقاط خط أفقي وخطين عموديين في آن واحد سمح لنا بتحديد مواضع الخزائن العلوية وارتفاع سطح العمل والخزانة الطويلة دفعة واحدة، وبقي الشعاع الأخضر مرئياً حتى مع دخول الشمس من النافذة.",
        "الليزر الدوار مبالغ فيه داخل المنزل لكنه لا يُضاهى في الخارج، حيث ضبط أعمدة السياج وقاعدة الفناء باستخدام كاشف على بعد ثلاثين متراً. ولمعظم أعمال التجديد المنزلية، فإن الطراز الأخضر ثلاثي المستويات هو ما سنشتريه.",
      ],
    },
  },
];
