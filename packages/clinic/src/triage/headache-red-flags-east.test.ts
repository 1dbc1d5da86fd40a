import { describe, expect, it } from 'vitest';
import type { RedFlagCategory } from './red-flags';
import { detectRedFlags } from './red-flags';

// Written for this test, apart from the evaluation sets: headache and dementia red flags told the
// way patients and carers type them in Russian (also in Latin "translit"), Greek (also Greeklish
// and without accents), Romanian and Hungarian (also without diacritics), Chinese (Simplified and
// Traditional) and Japanese: a headache worse week by week (SNNOOP10: progressive), a relative
// who is a different person since the day before yesterday (NICE CG103: delirium), a headache
// worse lying down or after an epidural, one brought on by coughing or straining, a jaw that
// hurts on chewing beside an eye that went blind for minutes (NICE NG127), fever with a chin
// that will not reach the chest (NICE NG240), a headache with nonsense talk and drowsiness, a
// child's headache that wakes at night (HeadSmart) and a first headache after 50. Agent 1 is the
// migraine assistant, agent 2 the dementia assistant (where a headache must be told for
// confusion, progressive, positional and new after 50). Everyday talk stays calm.
type Case = [message: string, agent: 1 | 2, category: RedFlagCategory];

interface Phrasings {
  flagged: Case[];
  /** A usual migraine with its negations, headaches that got better, lying down in an attack, a stroke years ago. */
  harmless: string[];
}

const PHRASINGS: Record<string, Phrasings> = {
  Russian: {
    flagged: [
      ['Раньше голова болела раз в месяц, а сейчас почти каждый день, и с каждым разом всё сильнее. Что это может быть?', 1, 'progressive'],
      [
        'Маме 82, деменция лёгкая, всё было стабильно. Но со вчерашнего дня она как будто другой человек: не понимает, что находится у себя дома, всё собирается "домой". Что делать?',
        2,
        'sudden-confusion',
      ],
      ['posle epiduralki pri rodah bolit golova, lezha prohodit, a kak tolko vstanu raskalyvaetsya', 1, 'positional'],
      ['Каждый раз когда кашляю или тужусь в туалете, в затылке резкая боль на пару минут.', 1, 'exertion'],
      ['Папе 74. Жалуется, что болит челюсть, когда жуёт, а вчера на минуту перестал видеть одним глазом.', 2, 'visual-loss'],
      ['У мужа температура 39 и голова болит, он не может достать подбородком до груди.', 1, 'fever-stiff-neck'],
      ['У сестры сильная головная боль с утра, она несёт какую-то чушь и очень сонная, еле добудились.', 1, 'confusion'],
      ['Сыну 7 лет, последний месяц просыпается ночью от головной боли, и учительница говорит, что он стал неуклюжий.', 1, 'child-warning'],
      ['Мне 58, никогда в жизни не страдал головными болями, а последние три недели голова болит каждый день.', 1, 'new-after-50'],
      ['U papy (80 let) demenciya, a teper eshche golova bolit vse chashche i chashche, uzhe kazhdyj den', 2, 'progressive'],
      ['dedushka s pozavchera sovsem drugoj chelovek, ne uznaet menya, nochyu krichit a dnem spit', 2, 'sudden-confusion'],
      ['Во время секса, в момент оргазма, дико разболелась голова. Что это было?', 1, 'exertion'],
      ['Маме 71, ей больно расчёсываться, кожа головы болит, а сегодня в одном глазу как будто шторка опустилась на пару минут.', 2, 'visual-loss'],
      ['dochke 9 let, golova bolit po utram, rvet do zavtraka, i stala kosit glazom', 1, 'child-warning'],
      [
        'Здравствуйте! Пишу за маму, ей 67. Мигренью она страдает давно, мы привыкли. Но последние полтора месяца головные боли нарастают, каждую неделю хуже, таблетки уже не берут. Подскажите, к какому врачу идти?',
        1,
        'progressive',
      ],
      ['golova bolit kogda kashlyayu i kogda podnimayu tyazheloe', 1, 'exertion'],
      ['У свекрови (79) с позавчера галюцинации, видит детей в комнате, раньше такого не было.', 2, 'sudden-confusion'],
      ['Пишу за отца. Ему 68, голова никогда не болела, а тут уже месяц болит каждый день, особенно по утрам. Он думает, что это давление.', 1, 'new-after-50'],
      ['когда ложусь голова болит сильнее, а когда встаю легче, так уже две недели', 1, 'positional'],
      ['у дочки 5 лет болит голова, и она стала спотыкаться и наклонять голову набок', 1, 'child-warning'],
    ],
    harmless: [
      'Обычный приступ мигрени, температуры нет, шея не болит, немного тошнит. Что можно принять?',
      'Головные боли стали намного реже после того, как начала пить магний.',
      'Когда у меня мигрень, я ложусь в тёмной комнате и стараюсь уснуть.',
      'Бабушка много лет назад перенесла инсульт, сейчас у неё деменция. Как уговорить её поесть?',
      'Мама давно путает дни недели и не узнаёт соседей, это уже деменция?',
    ],
  },
  Greek: {
    flagged: [
      ['Ο πονοκέφαλος χειροτερεύει κάθε εβδομάδα, πριν ήταν μια φορά τον μήνα και τώρα σχεδόν κάθε μέρα.', 1, 'progressive'],
      ['Η μητέρα μου έχει άνοια αλλά από προχθές είναι άλλος άνθρωπος, δεν καταλαβαίνει ότι είναι στο σπίτι της και φωνάζει όλη νύχτα.', 2, 'sudden-confusion'],
      ['o ponokefalos einai xeiroteros otan xaplonw kai kalyterevei otan sikwthw, kratase dyo evdomades', 1, 'positional'],
      ['Κάθε φορά που βήχω ή φτερνίζομαι μου σκάει ένας πόνος στο κεφάλι.', 1, 'exertion'],
      ['Ο πατερας μου ειναι 78, του πονάει το σαγόνι όταν μασάει και σήμερα το πρωί δεν έβλεπε από το ένα μάτι για λίγα λεπτά.', 2, 'visual-loss'],
      ['o gios mou exei pyreto 39 kai ponokefalo, den mporei na akoumpisei to pigouni sto stithos', 1, 'fever-stiff-neck'],
      ['Η γυναίκα μου έχει δυνατό πονοκέφαλο και τώρα λέει ασυναρτησίες, είναι πολύ νυσταγμένη και δύσκολα ξυπνάει.', 1, 'confusion'],
      ['Η κόρη μου είναι 8 χρονών, ξυπνάει τη νύχτα με πονοκέφαλο και η δασκάλα λέει ότι έγινε αδέξια τελευταία.', 1, 'child-warning'],
      ['Είμαι 63 και ποτέ δεν είχα πονοκεφάλους, τώρα τρεις εβδομάδες με πονάει το κεφάλι κάθε μέρα.', 1, 'new-after-50'],
      ['o pappous apo xthes to vrady einai entelws mperdemenos, den me anagnwrizei', 2, 'sudden-confusion'],
      ['Όταν σηκώνω βάρη στο γυμναστήριο ή στην ερωτική επαφή μου πιάνει φοβερός πονοκέφαλος.', 1, 'exertion'],
      ['i mitera mou 72 xronwn ponaei to trixwto tis otan xtenizetai kai eide san kourtina sto ena mati', 2, 'visual-loss'],
      [
        'Καλησπέρα. Εδώ και δυο εβδομάδες με ξυπνάει ο πονοκέφαλος κάθε πρωί και κάνω εμετό, όταν σηκωθώ και περπατήσω περνάει λίγο. Πρώτη φορά μου συμβαίνει.',
        1,
        'positional',
      ],
      ['oi ponokefaloi mou ginontai oloena kai pio syxnoi kai pio dynatoi', 1, 'progressive'],
      ['Ο μπαμπάς μου 80 χρονών, από την Τρίτη δεν μας αναγνωρίζει και βλέπει ανθρώπους που δεν υπάρχουν.', 2, 'sudden-confusion'],
      ['ponaei to kefali mou kathe fora pou vixw', 1, 'exertion'],
      ['Ο γιος μου 6 χρονών ξυπνάει με πονοκέφαλο και κάνει εμετό πριν το πρωινό.', 1, 'child-warning'],
      ['Έχω πονοκέφαλο που χειροτερεύει όταν ξαπλώνω.', 1, 'positional'],
    ],
    harmless: [
      'Έχω τη συνηθισμένη μου ημικρανία, χωρίς πυρετό, ο αυχένας μου δεν είναι δύσκαμπτος.',
      'Οι πονοκέφαλοί μου έχουν βελτιωθεί πολύ με τη νέα θεραπεία.',
      'Όταν έχω ημικρανία ξαπλώνω σε σκοτεινό δωμάτιο.',
      'Η γιαγιά είχε εγκεφαλικό πριν από πολλά χρόνια, τώρα έχει άνοια. Πώς τη βοηθάμε με το φαγητό;',
      'Η μαμά εδώ και χρόνια μπερδεύει τις μέρες και δεν αναγνωρίζει τους γείτονες, είναι η άνοια;',
      'Με το νέο φάρμακο είμαι άλλος άνθρωπος, οι ημικρανίες σχεδόν σταμάτησαν.',
    ],
  },
  Romanian: {
    flagged: [
      ['durerile de cap sunt tot mai dese, inainte o data pe luna acum aproape zilnic si tot mai tari', 1, 'progressive'],
      ['Mama are Alzheimer usor, dar de alaltaieri e alt om: nu stie ca e in casa ei, noaptea striga si ziua doarme.', 2, 'sudden-confusion'],
      ['Dupa epidurala de la nastere ma doare capul ingrozitor cand stau in picioare si imi trece cand ma intind.', 1, 'positional'],
      ['De fiecare data cand tusesc sau ma screm la toaleta ma apuca o durere de cap in ceafa.', 1, 'exertion'],
      ['Tata are 76 de ani, il doare falca cand mesteca si azi dimineata n-a vazut cu un ochi cateva minute.', 2, 'visual-loss'],
      ['Baiatul are febra 39, il doare capul si nu poate sa-si atinga barbia de piept.', 1, 'fever-stiff-neck'],
      ['Soțul are o durere de cap puternică și vorbește fără sens, e foarte somnoros și abia îl trezim.', 1, 'confusion'],
      ['Fetița mea de 6 ani se trezește noaptea cu dureri de cap și vomită dimineața înainte de micul dejun.', 1, 'child-warning'],
      ['Am 61 de ani si n-am avut niciodata dureri de cap, iar de trei saptamani ma doare capul zilnic.', 1, 'new-after-50'],
      ['bunicul de ieri seara nu ma mai recunoaste si vorbeste cu oameni care nu sunt acolo', 2, 'sudden-confusion'],
      ['ma doare capul de fiecare data cand fac sex, la orgasm, ca o explozie', 1, 'exertion'],
      ['Mama (73) se plânge că o doare scalpul când se piaptănă și tâmpla e sensibilă, iar aseară i s-a întunecat vederea la un ochi.', 2, 'visual-loss'],
      [
        'Băiatul meu are 10 ani și dureri de cap de o lună, a început să se împiedice, ține capul înclinat, iar doamna învățătoare a observat că se uită cruciș.',
        1,
        'child-warning',
      ],
      [
        'Buna ziua. Am migrene de cand eram tanara, dar de vreo doua luni durerile s-au inrautatit saptamana de saptamana si acum nici ibuprofenul nu mai ajuta. Ce sa fac?',
        1,
        'progressive',
      ],
      ['bunica (84) de marti vede oameni prin casa si nu ne mai recunoaste', 2, 'sudden-confusion'],
      ['ma doare capul cand ridic ceva greu sau cand rad tare', 1, 'exertion'],
      ['durerea de cap e mai rea cand stau intinsa si trece cand ma ridic', 1, 'positional'],
      ['Tatăl meu are 70 de ani, n-a avut niciodată dureri de cap și acum de două săptămâni îl doare zilnic.', 1, 'new-after-50'],
    ],
    harmless: [
      'Am migrena obisnuita, fara febra, fara gat intepenit, doar greata.',
      'Durerile de cap s-au rărit mult de când iau magneziu.',
      'Cand am migrena ma intind intr-o camera intunecata.',
      'Bunica a avut un accident vascular acum multi ani, acum are dementa. Cum o ajutam sa manance?',
      'Mama de ani de zile încurcă zilele și nu-i mai recunoaște pe vecini, e de la demență?',
      'De când ia noul tratament e alt om, e mult mai vesel.',
    ],
  },
  Hungarian: {
    flagged: [
      ['A fejfájásom hétről hétre rosszabb, régen havonta egyszer volt, most szinte minden nap.', 1, 'progressive'],
      ['Anyukám demens, de tegnapelőtt óta teljesen más ember, nem tudja, hogy a saját lakásában van, éjjel kiabál, nappal alszik.', 2, 'sudden-confusion'],
      ['Szülés után epidurális volt, azóta fáj a fejem ha felállok, fekve elmúlik.', 1, 'positional'],
      ['Minden alkalommal ha köhögök vagy tüsszentek, belenyilall a fejembe a fájdalom.', 1, 'exertion'],
      ['Apam 77 eves, faj az allkapcsa ragaskor es ma reggel par percig nem latott az egyik szemere.', 2, 'visual-loss'],
      ['A fiamnak 39 fokos láza van, fáj a feje és nem tudja az állát a mellkasához érinteni.', 1, 'fever-stiff-neck'],
      ['A férjemnek nagyon fáj a feje, összefüggéstelenül beszél és nagyon aluszékony, alig lehet felkelteni.', 1, 'confusion'],
      ['A 7 éves lányom éjjel felébred a fejfájásra, és a tanítónő szerint mostanában ügyetlen, nekimegy a dolgoknak.', 1, 'child-warning'],
      ['En 60 eves vagyok, soha eletemben nem fajt a fejem, most harom hete minden nap fáj.', 1, 'new-after-50'],
      ['apam tegnap este ota nem ismer meg, olyan embereket lat akik nincsenek ott', 2, 'sudden-confusion'],
      ['Szex közben, az orgazmusnál iszonyú fejfájás hasított belém.', 1, 'exertion'],
      ['Anyám 74 éves, fáj a fejbőre fésülködéskor, érzékeny a halántéka, és tegnap mintha függöny ereszkedett volna le az egyik szemére.', 2, 'visual-loss'],
      ['A 9 eves fiam reggelente hany, faj a feje, es mostanaban kancsalit, ferden tartja a fejet.', 1, 'child-warning'],
      ['Jó napot! Évek óta migrénes vagyok, de az utóbbi két hónapban egyre gyakoribb és egyre erősebb a fejfájásom. Kihez forduljak?', 1, 'progressive'],
      ['Nagymamám (85) kedd óta nem ismer meg minket, és olyan dolgokat lát, amik nincsenek.', 2, 'sudden-confusion'],
      ['fekve rosszabb a fejfajasom, ha felulok jobb, ket hete tart', 1, 'positional'],
      ['Emeléskor és a vécén, amikor erőlködöm, szétrobban a fejem.', 1, 'exertion'],
      ['Apám 72 éves, eddig soha nem fájt a feje, most két hete mindennap fáj.', 1, 'new-after-50'],
    ],
    harmless: [
      'Szokásos migrénem van, láz nincs, a nyakam nem merev.',
      'A fejfájásaim sokkal ritkábbak lettek az új gyógyszer óta.',
      'Ha migrénem van, lefekszem egy sötét szobában.',
      'A nagymamának évekkel ezelőtt volt egy stroke-ja, most demens. Hogyan segítsünk neki az étkezésnél?',
      'Anyukám évek óta összekeveri a napokat és nem ismeri fel a szomszédokat, ez a demencia?',
    ],
  },
  Chinese: {
    flagged: [
      ['头痛越来越频繁，以前一个月一次，现在几乎天天疼，而且一次比一次厉害。', 1, 'progressive'],
      ['我妈有老年痴呆，但从前天开始像变了个人，不知道自己在家里，晚上大喊大叫白天一直睡。', 2, 'sudden-confusion'],
      ['打了硬膜外麻醉生孩子以后，一站起来头就疼得厉害，躺平就好多了。', 1, 'positional'],
      ['每次咳嗽或者打喷嚏，后脑勺就一阵剧痛。', 1, 'exertion'],
      ['我爸78岁，嚼东西的时候下巴疼，今天早上有一只眼睛看不见了几分钟。', 2, 'visual-loss'],
      ['儿子发烧39度，头疼，下巴碰不到胸口。', 1, 'fever-stiff-neck'],
      ['我老公头疼得厉害，说话颠三倒四，特别嗜睡，叫都叫不醒。', 1, 'confusion'],
      ['女兒7歲，最近常常半夜頭痛痛醒，老師說她最近老是撞到東西。', 1, 'child-warning'],
      ['我今年62岁，以前从来不头疼，这三个星期每天都头疼。', 1, 'new-after-50'],
      ['爷爷昨天晚上开始突然不认识我了，还说看到屋里有人。', 2, 'sudden-confusion'],
      ['做爱到高潮的时候头突然炸裂一样疼。', 1, 'exertion'],
      ['我妈71岁，梳头的时候头皮疼，太阳穴一碰就疼，昨天一只眼睛像被帘子挡住了一样。', 2, 'visual-loss'],
      ['孩子9岁，早上起来就吐，头疼，最近斜视，老歪着头。', 1, 'child-warning'],
      ['最近两周每天早上被头疼疼醒，还吐，起床活动一会就好点，以前从来没这样过。', 1, 'positional'],
      ['我爸65岁，以前从不头疼，最近一个月天天头疼。', 1, 'new-after-50'],
      ['躺下头疼更厉害，坐起来会好一点，已经两个星期了', 1, 'positional'],
      ['用力大便的时候头突然很疼', 1, 'exertion'],
      ['外婆从星期二开始看到屋里有小孩，也不认识我们了', 2, 'sudden-confusion'],
    ],
    harmless: [
      '老毛病偏头痛又犯了，没发烧，脖子也不硬。',
      '吃了新药以后头疼好多了。',
      '偏头痛发作的时候我就躺在黑屋子里。',
      '奶奶好多年前中过风，现在有老年痴呆，吃饭怎么帮她？',
      '我妈这几年一直分不清星期几，也认不出邻居了，这是痴呆吗？',
    ],
  },
  Japanese: {
    flagged: [
      ['頭痛がだんだんひどくなってきて、前は月に一回だったのに今はほぼ毎日です。', 1, 'progressive'],
      ['母は認知症ですが、おとといから別人のようになって、自分の家にいることがわからず、夜中に叫んで昼間はずっと寝ています。', 2, 'sudden-confusion'],
      ['出産の時の硬膜外麻酔のあとから、起き上がると頭が痛くて横になると楽になります。', 1, 'positional'],
      ['咳やくしゃみをするたびに後頭部がズキンと痛みます。', 1, 'exertion'],
      ['父は79歳で、噛むとあごが痛いと言っていて、今朝数分間片目が見えなくなったそうです。', 2, 'visual-loss'],
      ['息子が39度の熱で頭が痛いと言い、あごを胸につけられません。', 1, 'fever-stiff-neck'],
      ['夫がひどい頭痛で、話がかみ合わず、すごく眠そうで起こしてもなかなか起きません。', 1, 'confusion'],
      ['8歳の娘が夜中に頭痛で目を覚まし、先生から最近よく物にぶつかると言われました。', 1, 'child-warning'],
      ['私は65歳ですが、今まで頭痛持ちではなかったのに、3週間前から毎日頭が痛いです。', 1, 'new-after-50'],
      ['祖父が昨日の夜から急に私のことがわからなくなり、誰もいないのに人がいると言います。', 2, 'sudden-confusion'],
      ['性行為の最中、オーガズムの時に頭が割れるように痛くなりました。', 1, 'exertion'],
      ['母は72歳で、髪をとかすと頭皮が痛く、こめかみを押すと痛がります。昨日、片目にカーテンがかかったように見えなくなったそうです。', 2, 'visual-loss'],
      ['9歳の息子が朝起きると吐いて頭が痛いと言います。最近斜視っぽくて、首をかしげています。', 1, 'child-warning'],
      ['2週間前から毎朝頭痛で目が覚めて吐きます。起きてしばらくすると楽になります。こんなことは初めてです。', 1, 'positional'],
      ['横になると頭痛がひどくなり、座ると少し楽になります。2週間続いています。', 1, 'positional'],
      ['重い物を持ち上げたり、いきんだりすると頭が痛くなります。', 1, 'exertion'],
      ['祖母（85）が火曜日から急に私たちのことがわからなくなりました。', 2, 'sudden-confusion'],
      ['父は70歳で、今まで頭痛なんてなかったのに、ここ3週間毎日頭が痛いと言います。', 1, 'new-after-50'],
    ],
    harmless: [
      'いつもの片頭痛です。熱はなく、首も硬くありません。',
      '新しい薬で頭痛がかなり良くなりました。',
      '片頭痛のときは暗い部屋で横になります。',
      '祖母は何年も前に脳卒中になり、今は認知症です。食事の介助はどうすればいいですか？',
      '母は何年も前から曜日がわからず、近所の人の顔も覚えていません。認知症でしょうか？',
    ],
  },
};

describe('headache and dementia red flags as patients and carers write them (Russian, Greek, Romanian, Hungarian, Chinese, Japanese)', () => {
  for (const [language, { flagged, harmless }] of Object.entries(PHRASINGS)) {
    describe(language, () => {
      it.each(flagged)('flags %s (agent %i) as %s', (message, agent, category) => {
        expect(detectRedFlags(message, agent)).toContain(category);
      });
      it.each(harmless)('keeps calm on both assistants: %s', (message) => {
        expect(detectRedFlags(message, 1)).toEqual([]);
        expect(detectRedFlags(message, 2)).toEqual([]);
      });
    });
  }
});
