import type { DemoBlogPost } from "./data-blog-types";

/** Workshop how-to posts. */
export const workshopPosts: DemoBlogPost[] = [
  {
    slug: "seven-ideas-for-a-tidier-workshop",
    category: "workshop",
    tags: ["workshop", "storage", "tips"],
    author: "Jessica Moore",
    daysAgo: 42,
    art: "toolbox",
    background: "#4eabd1",
    title: {
      en: "Seven Ideas for a Tidier Workshop",
      ru: "Семь идей для порядка в мастерской",
      ar: "سبع أفكار لورشة أكثر ترتيباً",
    },
    excerpt: {
      en: "A tidy bench is a safer bench. Simple storage tricks that take an afternoon and save hours every month.",
      ru: "Чистый верстак — безопасный верстак. Простые приёмы хранения, которые займут полдня и сэкономят часы каждый месяц.",
      ar: "طاولة العمل المرتبة طاولة أكثر أماناً. حيل تخزين بسيطة تستغرق فترة بعد الظهر وتوفر ساعات كل شهر.",
    },
    body: {
      en: [
        "Clutter is the enemy of good work: tools go missing, offcuts become trip hazards and every job starts with a search. The ideas below take an afternoon to put in place and repay the effort every week.",
        "Put the tools you use daily on a pegboard or French cleats at eye level above the bench, and draw their outlines so a missing one is obvious. Keep screws and fixings in clear, labelled bins, and store the drill, driver and batteries together on a single charging shelf.",
        "Give offcuts a limit: one rack or one bin, and anything that does not fit goes. Mount a power strip along the back of the bench so cables never cross the work surface, and keep a shop vacuum close enough that cleaning up takes a minute rather than a decision.",
        "Finally, end every session by putting tools back where they live. It sounds obvious, but five minutes of tidying at the end of the day is the difference between a workshop you enjoy and one you avoid.",
      ],
      ru: [
        "Беспорядок — враг хорошей работы: инструменты теряются, обрезки становятся препятствием под ногами, а каждая задача начинается с поисков. Идеи ниже можно воплотить за полдня, и они окупаются каждую неделю.",
        "Инструменты, которыми вы пользуетесь ежедневно, повесьте на перфорированную панель или французские планки на уровне глаз над верстаком и обведите их контуры, чтобы сразу было видно, чего не хватает. Шурупы и крепёж храните в прозрачных подписанных контейнерах, а дрель, шуруповёрт и аккумуляторы — вместе на одной полке для зарядки.",
        "Ограничьте место для обрезков: одна стойка или один ящик, а всё, что не поместилось, — на выброс. Закрепите удлинитель вдоль задней стороны верстака, чтобы кабели не пересекали рабочую поверхность, и держите строительный пылесос рядом, чтобы уборка занимала минуту, а не требовала решимости.",
        "И наконец, заканчивайте каждую работу, возвращая инструменты на свои места. Звучит очевидно, но пять минут уборки в конце дня — это разница между мастерской, в которой приятно работать, и той, которую хочется избегать.",
      ],
      ar: [
        "الفوضى عدو العمل الجيد: تضيع الأدوات، وتتحول القطع المتبقية إلى عوائق قد تتعثر بها، ويبدأ كل عمل بالبحث. الأفكار التالية تستغرق فترة بعد ظهر واحدة لتطبيقها، وتعوّض الجهد كل أسبوع.",
        "علّق الأدوات التي تستخدمها يومياً على لوح مثقب أو على شرائح تعليق فوق طاولة العمل بمستوى النظر، وارسم حدودها حتى يتضح فوراً أي أداة مفقودة. احفظ البراغي والمثبتات في صناديق شفافة عليها ملصقات، وضع المثقاب والمفك والبطاريات معاً على رف شحن واحد.",
        "ضع حداً للقطع المتبقية: رف واحد أو صندوق واحد، وما لا يتسع يُستغنى عنه. ثبّت مشترك كهرباء على طول الجهة الخلفية للطاولة حتى لا تعبر الأسلاك سطح العمل، واحتفظ بمكنسة الورشة قريبة بحيث يستغرق التنظيف دقيقة واحدة لا قراراً صعباً.",
        "وأخيراً، أنهِ كل جلسة عمل بإعادة الأدوات إلى أماكنها. يبدو الأمر بديهياً، لكن خمس دقائق من الترتيب في نهاية اليوم هي الفرق بين ورشة تستمتع بها وورشة تتجنبها.",
      ],
    },
  },
  {
    slug: "angle-grinder-safety-habits",
    category: "workshop",
    tags: ["safety", "angle grinders", "PPE"],
    author: "Adam Green",
    daysAgo: 55,
    art: "angle-grinder",
    background: "#ff8c1a",
    title: {
      en: "Angle Grinder Safety: Habits That Save Fingers",
      ru: "Безопасная работа с болгаркой: привычки, которые берегут пальцы",
      ar: "السلامة مع الجلاخة الزاوية: عادات تحمي أصابعك",
    },
    excerpt: {
      en: "The angle grinder is one of the most useful tools in the shop and one of the most dangerous. Here are the habits that keep it safe.",
      ru: "Угловая шлифмашина — один из самых полезных инструментов в мастерской и один из самых опасных. Вот привычки, которые помогут работать безопасно.",
      ar: "الجلاخة الزاوية من أكثر الأدوات فائدة في الورشة ومن أخطرها. إليك العادات التي تحافظ على سلامتك.",
    },
    body: {
      en: [
        "Few tools are as versatile as an angle grinder, and few are as unforgiving. A disc spinning at eleven thousand revolutions per minute does not care whether it is cutting steel or a glove, so good habits matter more than good reflexes.",
        "Always keep the guard fitted and positioned between you and the disc, and use the side handle so both hands are on the tool. Check that the disc is rated for the grinder's speed and never grind with the face of a cutting disc.",
        "Clamp the work instead of holding it, and stand to the side of the cutting line so that nothing is thrown towards you if a disc breaks or the tool kicks back. Wear safety glasses under a face shield, hearing protection and close-fitting gloves.",
        "Let the grinder reach full speed before it touches the metal, and wait for the disc to stop completely before you put the tool down. These habits cost seconds and prevent the injuries that fill emergency rooms every weekend.",
      ],
      ru: [
        "Немногие инструменты так же универсальны, как болгарка, и немногие так же не прощают ошибок. Диску, вращающемуся со скоростью одиннадцать тысяч оборотов в минуту, всё равно, что резать — сталь или перчатку, поэтому хорошие привычки важнее хорошей реакции.",
        "Всегда держите защитный кожух установленным между собой и диском и пользуйтесь боковой рукояткой, чтобы обе руки были на инструменте. Проверяйте, что диск рассчитан на частоту вращения вашей машины, и никогда не шлифуйте боковой поверхностью отрезного диска.",
        "Зажимайте заготовку в тисках, а не держите её в руке, и стойте сбоку от линии реза, чтобы при разрыве диска или отдаче ничего не полетело в вашу сторону. Надевайте защитные очки под лицевой щиток, средства защиты слуха и плотно облегающие перчатки.",
        "Дайте болгарке набрать полные обороты, прежде чем касаться металла, и дождитесь полной остановки диска, прежде чем положить инструмент. Эти привычки стоят секунд и предотвращают травмы, с которыми каждые выходные обращаются в травмпункты.",
      ],
      ar: [
        "قليلة هي الأدوات متعددة الاستخدامات مثل الجلاخة الزاوية، وقليلة هي الأدوات التي لا تتسامح مع الأخطاء مثلها. فالقرص الذي يدور بسرعة أحد عشر ألف دورة في الدقيقة لا يفرّق بين قطع الفولاذ وقطع القفاز، لذا فالعادات الجيدة أهم من ردود الفعل السريعة.",
        "أبقِ الواقي مركّباً دائماً وفي موضع يفصل بينك وبين القرص، واستخدم المقبض الجانبي لتكون يداك كلتاهما على الأداة. تأكد من أن القرص مصنّف لسرعة الجلاخة، ولا تستخدم أبداً الوجه الجانبي لقرص القطع في الجلخ.",
        "ثبّت قطعة العمل بالملزمة بدلاً من الإمساك بها، وقف إلى جانب خط القطع حتى لا يُقذف شيء نحوك إذا انكسر القرص أو ارتدت الأداة. ارتدِ نظارات السلامة تحت واقي الوجه، وواقيات السمع، وقفازات محكمة.",
        "اترك الجلاخة تصل إلى سرعتها الكاملة قبل أن تلامس المعدن، وانتظر حتى يتوقف القرص تماماً قبل أن تضع الأداة جانباً. هذه العادات تكلف ثوانيَ قليلة وتمنع الإصابات التي تملأ غرف الطوارئ في كل عطلة نهاية أسبوع.",
      ],
    },
  },
  {
    slug: "looking-after-li-ion-batteries",
    category: "workshop",
    tags: ["batteries", "cordless", "maintenance"],
    author: "Ryan Ford",
    daysAgo: 68,
    art: "power-bank",
    background: "#43a047",
    title: {
      en: "Looking After Your Li-Ion Batteries",
      ru: "Как ухаживать за литий-ионными аккумуляторами",
      ar: "كيف تعتني ببطاريات الليثيوم أيون",
    },
    excerpt: {
      en: "Batteries are the most expensive part of a cordless kit. A few simple rules help them last for years.",
      ru: "Аккумуляторы — самая дорогая часть набора беспроводного инструмента. Несколько простых правил помогут им прослужить годы.",
      ar: "البطاريات هي الجزء الأغلى في طقم الأدوات اللاسلكية. بضع قواعد بسيطة تساعدها على العمل لسنوات.",
    },
    body: {
      en: [
        "Lithium-ion packs are the heart of every cordless tool, and often the most expensive part of the kit. Treated well, a good pack lasts five years or more; treated badly, it can lose half its capacity in a single season.",
        "Heat is the main enemy. Do not leave batteries in a car in summer or on a sunny window sill, and let a hot pack cool down for a few minutes before you put it on the charger. Cold is less harmful, but a frozen battery should warm up to room temperature before charging.",
        "For storage longer than a month, leave packs about half charged in a dry place. Modern chargers stop automatically, so leaving a battery on the charger overnight is fine, but there is no benefit in keeping it there for weeks.",
      ],
      ru: [
        "Литий-ионные батареи — сердце любого аккумуляторного инструмента и зачастую самая дорогая часть комплекта. При хорошем обращении качественный аккумулятор служит пять лет и дольше, при плохом — может потерять половину ёмкости за один сезон.",
        "Главный враг — жара. Не оставляйте аккумуляторы летом в машине или на солнечном подоконнике и дайте горячей батарее остыть несколько минут, прежде чем ставить её на зарядку. Холод менее вреден, но замёрзший аккумулятор перед зарядкой должен согреться до комнатной температуры.",
        "Если инструмент не понадобится больше месяца, храните батареи заряженными примерно наполовину в сухом месте. Современные зарядные устройства отключаются сами, поэтому оставить аккумулятор на зарядке на ночь можно, но держать его там неделями нет смысла.",
      ],
      ar: [
        "بطاريات الليثيوم أيون هي قلب كل أداة لاسلكية، وغالباً الجزء الأغلى في الطقم. مع المعاملة الجيدة تدوم البطارية الجيدة خمس سنوات أو أكثر، ومع المعاملة السيئة قد تفقد نصف سعتها في موسم واحد.",
        "الحرارة هي العدو الأول. لا تترك البطاريات في السيارة صيفاً أو على حافة نافذة مشمسة، واترك البطارية الساخنة تبرد بضع دقائق قبل وضعها على الشاحن. البرد أقل ضرراً، لكن البطارية المتجمدة يجب أن تدفأ إلى حرارة الغرفة قبل شحنها.",
        "للتخزين مدة تزيد على شهر، اترك البطاريات مشحونة إلى النصف تقريباً في مكان جاف. الشواحن الحديثة تتوقف تلقائياً، لذا لا بأس بترك البطارية على الشاحن طوال الليل، لكن لا فائدة من إبقائها عليه لأسابيع.",
      ],
    },
  },
  {
    slug: "fixing-a-leaking-tap",
    category: "workshop",
    tags: ["plumbing", "repairs", "tips"],
    author: "Jessica Moore",
    daysAgo: 96,
    art: "pipe-wrench",
    background: "#1e88e5",
    title: {
      en: "Fixing a Leaking Tap in Twenty Minutes",
      ru: "Как починить подтекающий кран за двадцать минут",
      ar: "إصلاح صنبور يسرّب الماء في عشرين دقيقة",
    },
    excerpt: {
      en: "A dripping tap wastes thousands of litres a year. With a wrench, a screwdriver and a new cartridge you can fix it yourself.",
      ru: "Капающий кран расходует тысячи литров воды в год. С гаечным ключом, отвёрткой и новым картриджем вы справитесь сами.",
      ar: "الصنبور الذي يقطر يهدر آلاف اللترات سنوياً. بمفتاح ربط ومفك وخرطوشة جديدة يمكنك إصلاحه بنفسك.",
    },
    body: {
      en: [
        "A tap that drips once a second wastes more than five thousand litres of water a year, and the repair is usually simple. In most modern mixer taps the culprit is a worn ceramic cartridge; in older taps it is a perished rubber washer.",
        "Turn off the water under the sink and open the tap to release the pressure. Prise off the decorative cap, undo the screw beneath it and lift off the handle. An adjustable wrench will loosen the retaining nut, and the cartridge then pulls straight out.",
        "Take the old part to the shop so you can match it exactly, or note the brand and model of the tap. Fit the new cartridge, grease the seals lightly with silicone grease, reassemble the handle and turn the water back on slowly.",
        "If the tap still drips, check the seat inside the body for scale or damage. A seat-cutting tool from the plumbing section will restore it in a couple of minutes.",
      ],
      ru: [
        "Кран, из которого капает раз в секунду, теряет больше пяти тысяч литров воды в год, а ремонт обычно несложен. В большинстве современных смесителей виноват изношенный керамический картридж, в старых кранах — растрескавшаяся резиновая прокладка.",
        "Перекройте воду под раковиной и откройте кран, чтобы сбросить давление. Подденьте декоративную заглушку, открутите винт под ней и снимите ручку. Разводным ключом ослабьте прижимную гайку — после этого картридж вынимается прямо вверх.",
        "Возьмите старую деталь с собой в магазин, чтобы подобрать точно такую же, или запишите марку и модель смесителя. Установите новый картридж, слегка смажьте уплотнения силиконовой смазкой, соберите ручку и медленно откройте воду.",
        "Если кран всё ещё капает, проверьте седло внутри корпуса на налёт и повреждения. Фреза для седла из раздела сантехнического инструмента восстановит его за пару минут.",
      ],
      ar: [
        "الصنبور الذي يقطر مرة كل ثانية يهدر أكثر من خمسة آلاف لتر من الماء سنوياً، والإصلاح عادةً بسيط. في معظم خلاطات المياه الحديثة يكون السبب خرطوشة خزفية بالية، وفي الصنابير القديمة جلدة مطاطية متشققة.",
        "أغلق الماء أسفل المغسلة وافتح الصنبور لتفريغ الضغط. انزع الغطاء التجميلي، وفك البرغي الموجود تحته، وارفع المقبض. سيحرر مفتاح الربط القابل للضبط صامولة التثبيت، ثم تخرج الخرطوشة مباشرة.",
        "خذ القطعة القديمة معك إلى المتجر لتطابقها تماماً، أو دوّن علامة الصنبور وطرازه. ركّب الخرطوشة الجديدة، وادهن موانع التسرب بقليل من شحم السيليكون، وأعد تركيب المقبض، ثم افتح الماء ببطء.",
        "إذا استمر التقطير، فافحص المقعد داخل جسم الصنبور بحثاً عن الترسبات أو التلف. أداة تسوية المقعد من قسم أدوات السباكة ستعيده إلى حالته خلال دقيقتين.",
      ],
    },
  },
  {
    slug: "sharpening-chisels-by-hand",
    category: "workshop",
    tags: ["hand tools", "sharpening", "woodworking"],
    author: "Adam Green",
    daysAgo: 112,
    art: "screwdriver",
    background: "#8e24aa",
    title: {
      en: "Sharpening Chisels and Plane Irons by Hand",
      ru: "Ручная заточка стамесок и ножей рубанка",
      ar: "شحذ الأزاميل وشفرات الفارة يدوياً",
    },
    excerpt: {
      en: "A sharp chisel is safer and more precise. A simple routine with two stones and a guide gives a mirror edge.",
      ru: "Острая стамеска безопаснее и точнее. Простая последовательность с двумя камнями и направляющей даёт зеркальную кромку.",
      ar: "الإزميل الحاد أكثر أماناً ودقة. روتين بسيط بحجرين ودليل شحذ يمنحك حافة لامعة كالمرآة.",
    },
    body: {
      en: [
        "A blunt chisel needs force, and force is what makes tools slip. Sharpening by hand takes a few minutes once you have a routine, and the result is an edge that pares end grain cleanly.",
        "Start by flattening the back of the chisel on a coarse stone, but only the first few centimetres behind the edge. Then clamp the chisel in a honing guide at 25 degrees and work the bevel on the coarse stone until you can feel a small burr along the back.",
        "Move to a fine stone and raise the angle a couple of degrees to add a narrow micro-bevel; a dozen strokes are enough. Remove the burr with a few light passes of the back on the fine stone, and strop on leather if you want a mirror finish.",
      ],
      ru: [
        "Тупой стамеске нужно усилие, а именно усилие заставляет инструмент соскальзывать. Когда порядок действий отработан, ручная заточка занимает несколько минут, а в результате получается кромка, которая чисто срезает даже торец.",
        "Начните с выравнивания тыльной стороны стамески на грубом камне — но только первых нескольких сантиметров за кромкой. Затем закрепите стамеску в направляющей под углом 25 градусов и работайте фаской на грубом камне, пока не почувствуете небольшой заусенец вдоль тыльной стороны.",
        "Перейдите на мелкий камень и поднимите угол на пару градусов, чтобы сформировать узкую микрофаску, — дюжины движений достаточно. Снимите заусенец несколькими лёгкими проходами тыльной стороной по мелкому камню и, если хотите зеркальную кромку, доведите её на кожаном ремне.",
      ],
      ar: [
        "الإزميل الثلم يحتاج إلى قوة، والقوة هي ما يجعل الأدوات تنزلق. يستغرق الشحذ اليدوي بضع دقائق بمجرد أن تعتاد على روتين ثابت، والنتيجة حافة تقطع حتى أطراف الألياف بنظافة.",
        "ابدأ بتسوية ظهر الإزميل على حجر خشن، ولكن فقط السنتيمترات القليلة الأولى خلف الحافة. ثم ثبّت الإزميل في دليل الشحذ بزاوية 25 درجة، واشحذ الشطفة على الحجر الخشن حتى تشعر بنتوء صغير على امتداد الظهر.",
        "انتقل إلى حجر ناعم وارفع الزاوية درجتين لتكوين شطفة دقيقة ضيقة، وتكفي اثنتا عشرة حركة. أزل النتوء ببضع تمريرات خفيفة للظهر على الحجر الناعم، ثم مرّر الحافة على سير جلدي إن أردت لمعاناً كالمرآة.",
      ],
    },
  },
];
