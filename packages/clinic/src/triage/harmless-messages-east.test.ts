import { describe, expect, it } from 'vitest';
import { detectRedFlags } from './red-flags';

// Written for this test, apart from the evaluation sets: harmless messages as patients and carers
// write them in Russian, Greek, Romanian, Hungarian, Chinese and Japanese that hold a red-flag word
// without the red flag: a denial, the distant past, someone else's illness, a supposed case or a
// question about a condition, a figure of speech, everyday dementia care that has been so for a
// long time, a migraine aura as always, a lost object and a headache that went away. None may
// raise a red flag on either assistant.
const HARMLESS: Record<'Russian' | 'Greek' | 'Romanian' | 'Hungarian' | 'Chinese' | 'Japanese', string[]> = {
  Russian: [
    'Температуры нет, шея не болит и не затекает, это не самая сильная боль в жизни, началась постепенно, как обычно, просто моя привычная мигрень',
    'У моей бабушки много лет назад был инсульт, мигрень передаётся по наследству?',
    'В 2015 году у меня было сотрясение мозга, давно всё прошло',
    'У соседа был менингит, это заразно?',
    'У ребёнка коллеги нашли опухоль мозга, очень переживаю за неё',
    'Какие признаки инсульта? Спрашиваю на всякий случай',
    'Может ли секс или спорт вызвать приступ мигрени?',
    'А что делать, если папа когда-нибудь уйдёт из дома и потеряется?',
    'Эта головная боль меня просто убивает, что можно выпить?',
    'Умираю от скуки в очереди к врачу',
    'Сначала зигзаги перед глазами, потом болит голова, как всегда',
    'Весь дом обыскали, искали папины очки, так и не нашли',
    'Голова прошла, после того как я полежала',
    'Дедушка постоянно забывает, куда положил ключи, это давно так',
    'Муж ударился головой о полку лет десять назад, всё нормально',
    'В детстве я упал с велосипеда и ударился головой, с тех пор ничего',
    'Ни рвоты, ни онемения, ни слабости в руке нет, обычный приступ',
    'Бабушка потерялась в торговом центре пять лет назад, её быстро нашли',
    'Папа часто выходит погулять во двор и всегда сам возвращается',
  ],
  Greek: [
    'Δεν έχω πυρετό ούτε πιασμένο αυχένα, δεν είναι ο χειρότερος πόνος της ζωής μου, ήρθε σιγά σιγά όπως πάντα, η συνηθισμένη μου ημικρανία',
    'Η γιαγιά μου είχε πάθει εγκεφαλικό πριν από πολλά χρόνια, κληρονομείται η ημικρανία;',
    'Είχα διάσειση το 2015, έχω αναρρώσει πλήρως',
    'Ο γείτονάς μου είχε μηνιγγίτιδα, είναι μεταδοτική;',
    'Το παιδί μιας συναδέλφου έχει όγκο στον εγκέφαλο, στεναχωριέμαι πολύ',
    'Ποια είναι τα σημάδια ενός εγκεφαλικού; Ρωτάω για να ξέρω',
    'Μπορεί το σεξ ή η γυμναστική να προκαλέσει ημικρανία;',
    'Τι κάνουμε αν κάποια μέρα ο μπαμπάς φύγει από το σπίτι και χαθεί;',
    'Αυτός ο πονοκέφαλος με σκοτώνει, τι να πάρω;',
    'Πεθαίνω από βαρεμάρα στην αίθουσα αναμονής',
    'Πρώτα βλέπω ζιγκ ζαγκ φωτάκια και μετά έρχεται ο πονοκέφαλος, όπως πάντα',
    'Ψάξαμε παντού τα γυαλιά του μπαμπά και δεν τα βρήκαμε',
    'Ο πονοκέφαλος πέρασε αφού ξάπλωσα λίγο',
    'Όταν ήμουν παιδί χτύπησα το κεφάλι μου πέφτοντας από ποδήλατο, από τότε τίποτα',
    'Δεν έχω ούτε εμετό ούτε μούδιασμα, μια συνηθισμένη κρίση',
    'Ο παππούς χάθηκε σε ένα εμπορικό πριν από πέντε χρόνια, τον βρήκαμε γρήγορα',
    'Πέθανα στα γέλια με την ταινία',
    'Ο παππούς έπεσε πέρσι, τώρα περπατάει με μπαστούνι',
  ],
  Romanian: [
    'Nu am febră, nici gâtul înțepenit, nu e cea mai rea durere din viața mea, a venit încet ca de obicei, e migrena mea obișnuită',
    'Bunica mea a avut un AVC acum mulți ani, migrena se moștenește?',
    'Am avut o comoție cerebrală în 2015, m-am vindecat complet',
    'Vecinul meu a avut meningită, e contagioasă?',
    'Copilul unei colege are o tumoră pe creier, sunt foarte tristă pentru ea',
    'Care sunt semnele unui accident vascular? Întreb ca să știu',
    'Sexul sau sportul pot declanșa o migrenă?',
    'Ce facem dacă într-o zi tata pleacă de acasă și se rătăcește?',
    'Durerea asta de cap mă omoară, ce pot să iau?',
    'Mor de plictiseală în sala de așteptare',
    'Întâi văd lumini în zigzag, apoi vine durerea de cap, ca de fiecare dată',
    'Am căutat peste tot ochelarii lui tata și nu i-am găsit',
    'Durerea de cap a trecut după ce m-am întins puțin',
    'Când eram mic am căzut de pe bicicletă și m-am lovit la cap, de atunci nimic',
    'Nu am nici vărsături, nici amorțeli, nici slăbiciune în braț, o criză obișnuită',
    'Bunicul s-a pierdut în mall acum cinci ani, l-am găsit repede',
    'Am murit de râs la filmul ăla',
    'Bunicul a căzut anul trecut, acum merge cu bastonul',
  ],
  Hungarian: [
    'Nincs lázam, a nyakam nem merev, nem ez életem legrosszabb fájdalma, lassan jött, mint mindig, csak a szokásos migrénem',
    'A nagymamámnak sok évvel ezelőtt agyvérzése volt, öröklődik a migrén?',
    '2015-ben agyrázkódásom volt, teljesen rendbe jöttem',
    'A szomszédom agyhártyagyulladáson esett át, fertőző?',
    'Egy kolléganőm gyerekének agydaganata van, nagyon sajnálom',
    'Mik a stroke jelei? Csak kíváncsiságból kérdezem',
    'Kiválthatja a szex vagy a sport a migrént?',
    'Mit csináljunk, ha apa egyszer elkóborol és eltéved?',
    'Ez a fejfájás megöl, mit vegyek be?',
    'Meghalok az unalomtól a váróban',
    'Anya esténként zavartabb, de ez már egy éve így van',
    'Előbb cikcakkos fényeket látok, aztán jön a fejfájás, mint mindig',
    'Mindenhol kerestük apa szemüvegét, de nem találtuk meg',
    'A fejfájás elmúlt, miután lefeküdtem egy kicsit',
    'Gyerekkoromban leestem a bicikliről és bevertem a fejem, azóta semmi',
    'Nem hányok, nem zsibbadok, nincs gyengeség a karomban, szokásos roham',
    'Nagypapa öt éve elveszett a bevásárlóközpontban, gyorsan megtaláltuk',
    'Majd meghaltam a nevetéstől',
    'Nagyapa tavaly elesett, most bottal jár',
  ],
  Chinese: [
    '没有发烧，脖子也不僵硬，不是这辈子最痛的一次，是慢慢开始的，跟平时一样，就是我的老偏头痛',
    '我奶奶很多年前中过风，偏头痛会遗传吗？',
    '我2015年有过一次脑震荡，早就完全好了',
    '我邻居得过脑膜炎，会传染吗？',
    '同事的孩子得了脑瘤，我很替她难过',
    '中风有哪些征兆？我只是想了解一下',
    '性生活或者运动会诱发偏头痛吗？',
    '万一哪天我爸出门走丢了怎么办？',
    '这头疼真要命，吃什么药好？',
    '在候诊室里无聊死了',
    '先看到锯齿状的闪光，然后头就开始疼，每次都这样',
    '我们到处找爸爸的眼镜，就是找不到',
    '躺了一会儿头痛就好了',
    '小时候从自行车上摔下来撞到头，之后一直没事',
    '没有呕吐，也没有麻木，手臂不无力，就是普通的发作',
    '爷爷五年前在商场走丢过，很快就找到了',
    '我笑死了',
    '奶奶2010年中风过，现在很好',
  ],
  Japanese: [
    '熱はないし、首も硬くないし、人生最悪の痛みでもありません。いつも通りゆっくり始まった、いつもの片頭痛です',
    '祖母が何年も前に脳卒中になりました。片頭痛は遺伝しますか？',
    '2015年に脳震盪になりましたが、完全に治っています',
    '近所の人が髄膜炎にかかったそうですが、うつりますか？',
    '同僚の子どもに脳腫瘍が見つかって、とても心配です',
    '脳卒中のサインにはどんなものがありますか？念のため知りたいです',
    'セックスや運動で片頭痛が起きることはありますか？',
    'もし父がいつか散歩に出て迷子になったらどうすればいいですか？',
    'この頭痛、死ぬほどつらい。何を飲めばいいですか？',
    '待合室で退屈で死にそう',
    '母は夕方になると混乱しやすくなりますが、もう一年ほどこんな感じです',
    'ギザギザの光が見えてから頭痛が来る、いつものパターンです',
    '父の眼鏡を家中探したけど見つかりませんでした',
    '横になったら頭痛がおさまりました',
    '子どもの頃自転車から落ちて頭を打ちましたが、それ以来何もありません',
    '吐き気もしびれもなく、腕の力も普通です、いつもの発作です',
    '祖父は五年前にショッピングモールで迷子になりましたが、すぐ見つかりました',
    '笑い死にそう',
    '母は毎日家中で財布を探しています',
  ],
};

// Everyday dementia care: a relative more muddled in the evenings for a year is the illness
// itself, not a sudden change. On the dementia agent it raises no red flag; on the migraine
// agent confusion counts alone by design (lexicon-red-flags.ts), as the English "confused" does.
const DEMENTIA_CARE: Record<'Russian' | 'Greek' | 'Romanian' | 'Hungarian' | 'Chinese' | 'Japanese', string[]> = {
  Russian: ['Мама вечером путается сильнее, но так уже целый год', 'Бабушка к вечеру начинает путаться, так уже несколько лет'],
  Greek: ['Η μαμά μπερδεύεται περισσότερο τα βράδια, αλλά είναι έτσι εδώ και ένα χρόνο'],
  Romanian: ['Mama e mai confuză seara, dar e așa de un an', 'Bunicul e dezorientat după-amiaza, de vreo doi ani e la fel'],
  Hungarian: ['Apa délutánonként összezavarodik, ez már két éve így megy'],
  Chinese: ['我妈一到傍晚就更糊涂，不过已经这样一年了', '外婆每到下午就有点犯糊涂，好几年了'],
  Japanese: ['祖母は夕方になると家に帰ると言い出します、もう二年くらい続いています'],
};

describe('harmless messages that hold a red-flag word raise no red flag (ru, el, ro, hu, zh, ja)', () => {
  for (const [language, messages] of Object.entries(HARMLESS)) {
    it.each(messages)(`${language}: %s`, (message) => {
      for (const agent of [1, 2] as const) {
        expect(detectRedFlags(message, agent), `agent ${agent}`).toEqual([]);
      }
    });
  }
});

describe('everyday dementia care that has long been so raises no red flag on the dementia agent (ru, el, ro, hu, zh, ja)', () => {
  for (const [language, messages] of Object.entries(DEMENTIA_CARE)) {
    it.each(messages)(`${language}: %s`, (message) => {
      expect(detectRedFlags(message, 2)).toEqual([]);
    });
  }
});

// Hungarian bare 'gyenge' (weak) also said of a football attack or a signal: it is a weak limb or
// side only in these phrasings, which must still make the neurological deficit with a side.
describe('a weak arm, hand, leg or side in Hungarian is still a neurological deficit', () => {
  it.each([
    'Hirtelen gyenge lett a bal karom',
    'ma reggel óta gyenge a bal kezem',
    'a jobb lába gyenge, hirtelen kezdődött',
    'nagyon gyenge a bal lábam ma óta',
    'gyenge vagyok a jobb oldalamon',
    'Apa bal oldala gyenge lett egy órája',
  ])('%s', (message) => {
    for (const agent of [1, 2] as const) {
      expect(detectRedFlags(message, agent), `agent ${agent}`).toContain('neuro-deficit');
    }
  });
});
