import { describe, expect, it } from 'vitest';
import type { ChatLanguage } from '@cephalo/shared/chat-languages';
import { detectRedFlags, type RedFlagCategory } from './red-flags';

// Written for this test as patients and carers write (colloquial, misspelt, without diacritics,
// Cyrillic or Latin), apart from the lexicons and the evaluation sets.
interface Messages {
  selfHarm: string;
  missingPerson: string;
  childWarning: string;
  papilloedema: string;
  /** Giant cell arteritis with dimming vision: a visual-loss emergency. */
  arteritisVision: string;
  feverRash: string;
  /** "No fever, no stiff neck, just my usual migraine." */
  negation: string;
  /** "My grandmother had a stroke years ago." */
  past: string;
  /** "My neighbour had meningitis, is it contagious?" */
  thirdParty: string;
}

const MESSAGES: Record<ChatLanguage, Messages> = {
  English: {
    selfHarm: "I look after my husband with dementia and honestly I can't go on, sometimes I think of ending it all",
    missingPerson: "Mum has Alzheimer's, she went out this afternoon and we can't find her anywhere",
    childWarning: 'my 9 year old keeps throwing up in the morning and has got really clumsy lately',
    papilloedema: "the optician saw swelling at the back of my eye and said go to A&E, I've had headaches for weeks",
    arteritisVision: "I'm 74, my temples are sore to touch, my jaw aches when I chew and my vision went dim for a few seconds",
    feverRash: 'my son has a temperature of 39 and a spotty rash on his tummy',
    negation: 'no fever, no stiff neck, just my usual migraine',
    past: 'my grandmother had a stroke years ago',
    thirdParty: 'my neighbour had meningitis, is it contagious?',
  },
  Serbian: {
    selfHarm: 'Ne mogu vise, brinem o mami sa demencijom i ponekad pomislim da se ubijem',
    missingPerson: 'Tata ima Alchajmera, izasao je iz kuce i ne mozemo da ga nadjemo vec dva sata',
    childWarning: 'Moj sin ima 9 godina, povraca ujutru cim se probudi i u poslednje vreme je nespretan',
    papilloedema: 'Очни лекар је рекао да ми је отечен очни живац, а глава ме боли већ недељама',
    arteritisVision: 'Imam 72 godine, boli me slepoočnica i vilica kad žvaćem, a vid mi potamni na par sekundi',
    feverRash: 'Dete ima temperaturu 39 i crvene tačkice po telu',
    negation: 'Nemam temperaturu, vrat nije ukočen, samo moja uobičajena migrena',
    past: 'Moja baka je imala moždani udar pre mnogo godina',
    thirdParty: 'Komšija je imao meningitis, da li je to zarazno?',
  },
  Croatian: {
    selfHarm: 'Više ne mogu, ne želim živjeti, ponekad mislim da bi bilo bolje da sam mrtva',
    missingPerson: 'Djed s demencijom je otišao od kuće jutros i nigdje ga nema',
    childWarning: 'Kći mi ima 8 godina, budi se noću s glavoboljom i povraća ujutro',
    papilloedema: 'Okulist je vidio otok vidnog živca i kaže da imam povišen tlak u glavi',
    arteritisVision: 'Imam 70 godina, bole me sljepoočnice, čeljust me boli kad žvačem i vid mi potamni na par sekundi',
    feverRash: 'Imam temperaturu 39 i osip po cijelom tijelu',
    negation: 'Nemam temperaturu, nemam ukočen vrat, samo moja uobičajena migrena',
    past: 'Moja baka je imala moždani udar prije mnogo godina',
    thirdParty: 'Susjed je imao meningitis, je li to zarazno?',
  },
  Slovenian: {
    selfHarm: 'Ne zmorem več, skrbim za mamo z demenco in včasih si želim umreti',
    missingPerson: 'Oče ima demenco, zjutraj je šel od doma in ga ne moremo najti',
    childWarning: 'Moja hči ima 7 let, bruha vsako jutro in je postala nerodna',
    papilloedema: 'Okulist je videl oteklino vidnega živca, glava me boli že tedne',
    arteritisVision: 'Star sem 75 let, boli me čeljust pri žvečenju in vid mi za nekaj sekund potemni',
    feverRash: 'Otrok ima vročino in rdeče pike po telesu',
    negation: 'Nimam vročine, vrat ni trd, samo moja običajna migrena',
    past: 'Moja babica je imela možgansko kap pred mnogimi leti',
    thirdParty: 'Sosed je imel meningitis, ali je to nalezljivo?',
  },
  Bosnian: {
    selfHarm: 'Brinem o nani sa demencijom, iscrpljena sam i hoću da umrem',
    missingPerson: 'Babo ima demenciju, izašao je iz kuće i ne možemo ga naći',
    childWarning: 'Sin ima 10 godina, povraća ujutro i tetura kad hoda',
    papilloedema: 'Oftalmolog je vidio otok očnog živca, glava me boli sedmicama',
    arteritisVision: 'Imam 68 godina, boli me vilica kad žvačem, a vid mi potamni na nekoliko sekundi',
    feverRash: 'Dijete ima temperaturu i crvene tačkice po koži',
    negation: 'Nemam temperaturu, vrat nije ukočen, samo moja uobičajena migrena',
    past: 'Moja nana je imala moždani udar prije mnogo godina',
    thirdParty: 'Komšija je imao meningitis, da li je to zarazno?',
  },
  Macedonian: {
    selfHarm: 'Не можам повеќе, се грижам за мајка ми со деменција и понекогаш сакам да умрам',
    missingPerson: 'Дедо има деменција, излезе од дома и не можеме да го најдеме',
    childWarning: 'Синот ми има 9 години, повраќа наутро и стана несмасен',
    papilloedema: 'Очниот лекар виде оток на очниот нерв, главата ме боли со недели',
    arteritisVision: 'Imam 71 godina, me boli vilicata koga dzvakam i vidot mi potemnuva na nekolku sekundi',
    feverRash: 'Детето има температура и црвени точки по телото',
    negation: 'Немам температура, вратот не е вкочанет, само мојата вообичаена мигрена',
    past: 'Баба ми имаше мозочен удар пред многу години',
    thirdParty: 'Соседот имаше менингитис, дали е заразно?',
  },
  Greek: {
    selfHarm: 'Φροντίζω τη μητέρα μου με άνοια και δεν αντέχω άλλο, θέλω να πεθάνω',
    missingPerson: 'Ο παππούς έχει άνοια, βγήκε από το σπίτι και δεν τον βρίσκουμε πουθενά',
    childWarning: 'Ο γιος μου είναι 9 χρονών, κάνει εμετό κάθε πρωί και έχει γίνει αδέξιος',
    papilloedema: 'Ο οφθαλμίατρος είδε οίδημα θηλής και έχω πονοκεφάλους εδώ και εβδομάδες',
    arteritisVision: 'Είμαι 73 ετών, πονάει το σαγόνι όταν μασάω και η όραση σκοτεινιάζει για λίγα δευτερόλεπτα',
    feverRash: 'Το παιδί έχει πυρετό και κόκκινες βούλες στο σώμα',
    negation: 'Δεν έχω πυρετό, ο αυχένας δεν είναι πιασμένος, απλώς η συνηθισμένη μου ημικρανία',
    past: 'Η γιαγιά μου είχε εγκεφαλικό πριν από χρόνια',
    thirdParty: 'Ο γείτονάς μου είχε μηνιγγίτιδα, είναι μεταδοτική;',
  },
  Bulgarian: {
    selfHarm: 'Грижа се за баща ми с деменция и вече не издържам, понякога искам да умра',
    missingPerson: 'Дядо има деменция, излезе от вкъщи сутринта и не можем да го намерим',
    childWarning: 'Синът ми е на 9 години, повръща сутрин и стана непохватен',
    papilloedema: 'Очният лекар видя оток на зрителния нерв, главата ме боли от седмици',
    arteritisVision: 'На 70 съм, боли ме челюстта като дъвча и за няколко секунди ми притъмнява пред очите',
    feverRash: 'imam temperatura 39 i mi izbiha cherveni petna po tyaloto',
    negation: 'Нямам температура, вратът не е схванат, просто обичайната ми мигрена',
    past: 'Баба ми получи инсулт преди много години',
    thirdParty: 'Съседът ми е имал менингит, заразно ли е?',
  },
  Romanian: {
    selfHarm: 'Am grijă de mama cu demență și nu mai pot, uneori vreau să mor',
    missingPerson: 'Tata are Alzheimer, a plecat de acasă și nu-l găsim de trei ore',
    childWarning: 'Fiul meu are 9 ani, vomită dimineața și a devenit neîndemânatic',
    papilloedema: 'Oftalmologul a văzut edem papilar și mă doare capul de săptămâni',
    arteritisVision: 'Am 72 de ani, mă doare maxilarul când mestec și mi se întunecă vederea câteva secunde',
    feverRash: 'Copilul are febră și bubițe roșii pe corp',
    negation: 'Nu am febră, gâtul nu e înțepenit, doar migrena mea obișnuită',
    past: 'Bunica mea a avut un accident vascular cerebral acum mulți ani',
    thirdParty: 'Vecinul meu a avut meningită, este contagioasă?',
  },
  Hungarian: {
    selfHarm: 'Ápolom a demens anyámat és már nem bírom, néha meg akarok halni',
    missingPerson: 'Apa demens, reggel elment otthonról és nem találjuk',
    childWarning: 'A 9 éves fiam minden reggel hány és ügyetlenebb lett',
    papilloedema: 'A szemész duzzadt látóideget látott, hetek óta fáj a fejem',
    arteritisVision: '72 éves vagyok, fáj az állkapcsom rágáskor és pár másodpercre elsötétül előttem',
    feverRash: 'A gyereknek láza van és piros pöttyök vannak a testén',
    negation: 'Nincs lázam, a nyakam nem merev, csak a szokásos migrénem',
    past: 'A nagymamámnak évekkel ezelőtt agyvérzése volt',
    thirdParty: 'A szomszédom agyhártyagyulladásos volt, ez fertőző?',
  },
  Russian: {
    selfHarm: 'Я больше не могу ухаживать за мамой, хочу умереть',
    missingPerson: 'Папа с деменцией ушёл из дома утром и не вернулся, мы не можем его найти',
    childWarning: 'Moemu synu 9 let, ego rvet po utram i on stal neuklyuzhim',
    papilloedema: 'Окулист увидел отёк диска зрительного нерва, голова болит несколько недель',
    arteritisVision: 'Мне 74 года, болит челюсть когда жую и на несколько секунд темнеет в глазах',
    feverRash: 'У ребёнка температура 39 и мелкая сыпь по телу',
    negation: 'Температуры нет, шея не затекла, просто моя обычная мигрень',
    past: 'У моей бабушки был инсульт много лет назад',
    thirdParty: 'У соседа был менингит, это заразно?',
  },
  Spanish: {
    selfHarm: 'Cuido de mi padre con demencia y ya no puedo más, a veces quiero morirme',
    missingPerson: 'Mi abuela con alzheimer salió de casa esta mañana y no aparece',
    childWarning: 'Mi hijo de 9 años vomita todas las mañanas y está más torpe',
    papilloedema: 'El oftalmologo vio edema de papila y tengo dolor de cabeza desde hace semanas',
    arteritisVision: 'Tengo 75 años, me duele la mandíbula al masticar y se me oscurece la vista unos segundos',
    feverRash: 'Mi hija tiene fiebre y le han salido manchitas rojas',
    negation: 'No tengo fiebre, ni rigidez de cuello, solo mi migraña de siempre',
    past: 'Mi abuela tuvo un derrame cerebral hace años',
    thirdParty: 'Mi vecino tuvo meningitis, ¿es contagiosa?',
  },
  French: {
    selfHarm: "Je m'occupe de ma mère atteinte d'Alzheimer et je n'en peux plus, j'ai envie de mourir",
    missingPerson: 'Mon père a Alzheimer, il est sorti de la maison et on ne le retrouve pas',
    childWarning: 'Mon fils de 9 ans vomit tous les matins et il est devenu maladroit',
    papilloedema: "L'ophtalmo a vu un oedeme papillaire et j'ai mal à la tête depuis des semaines",
    arteritisVision: "J'ai 76 ans, j'ai mal à la mâchoire en mâchant et ma vue s'assombrit quelques secondes",
    feverRash: 'Ma fille a de la fièvre et des boutons rouges partout',
    negation: 'Pas de fièvre, pas de raideur de la nuque, juste ma migraine habituelle',
    past: 'Ma grand-mère a fait un AVC il y a des années',
    thirdParty: 'Mon voisin a eu une méningite, est-ce contagieux ?',
  },
  Deutsch: {
    selfHarm: 'Ich pflege meinen Mann mit Demenz und kann nicht mehr, manchmal will ich nicht mehr leben',
    missingPerson: 'Meine Mutter mit Demenz ist heute früh weggegangen und wir finden sie nicht',
    childWarning: 'Mein Sohn ist 9, er erbricht morgens und ist plötzlich so ungeschickt',
    papilloedema: 'Der Augenarzt hat eine Stauungspapille gesehen, ich habe seit Wochen Kopfschmerzen',
    arteritisVision: 'Ich bin 73, der Kiefer tut beim Kauen weh und mir wird für ein paar Sekunden schwarz vor Augen',
    feverRash: 'Mein Kind hat Fieber und rote Pünktchen am Bauch',
    negation: 'Kein Fieber, kein steifer Nacken, nur meine übliche Migräne',
    past: 'Meine Oma hatte vor Jahren einen Schlaganfall',
    thirdParty: 'Mein Nachbar hatte Meningitis, ist das ansteckend?',
  },
  Italian: {
    selfHarm: 'Non ce la faccio più, a volte penso di farla finita',
    missingPerson: "Il nonno ha l'Alzheimer, è uscito di casa stamattina e non è tornato",
    childWarning: 'Mio figlio di 9 anni vomita ogni mattina e da poco è diventato goffo',
    papilloedema: "L'oculista ha visto un edema della papilla e ho mal di testa da settimane",
    arteritisVision: 'Ho 74 anni, mi fa male la mandibola quando mastico e per qualche secondo non vedo',
    feverRash: 'Mio figlio ha la febbre e delle macchioline rosse sulla pancia',
    negation: 'Niente febbre, niente rigidità del collo, solo la mia solita emicrania',
    past: 'Mia nonna ha avuto un ictus anni fa',
    thirdParty: 'Il mio vicino ha avuto la meningite, è contagiosa?',
  },
  Portuguese: {
    selfHarm: 'Cuido da minha mãe com demência e não aguento mais, às vezes quero morrer',
    missingPerson: 'O meu avô tem Alzheimer, saiu de casa de manhã e não voltou para casa',
    childWarning: 'A minha filha de 8 anos vomita de manhã e anda a bater nas coisas',
    papilloedema: 'O oftalmologista viu edema de papila e tenho dor de cabeça há semanas',
    arteritisVision: 'Tenho 72 anos, dói-me a mandíbula ao mastigar e a vista escurece por alguns segundos',
    feverRash: 'O meu filho tem febre e umas pintinhas vermelhas na barriga',
    negation: 'Não tenho febre, nem rigidez no pescoço, só a minha enxaqueca de sempre',
    past: 'A minha avó teve um AVC há muitos anos',
    thirdParty: 'O meu vizinho teve meningite, é contagioso?',
  },
  Chinese: {
    selfHarm: '照顾得了痴呆的妈妈，我真的撑不下去了，有时候想死',
    missingPerson: '爷爷有老年痴呆，今天早上出门后没回来，到处找不到他',
    childWarning: '我儿子9岁，最近每天早上起床就吐，走路也不稳',
    papilloedema: '眼科医生说我视乳头水肿，头痛了好几个星期',
    arteritisVision: '我今年72岁，咀嚼时下巴痛，眼前一阵黑几秒钟',
    feverRash: '孩子发烧39度，身上起了很多小红点',
    negation: '没有发烧，脖子也不僵硬，就是我平时的偏头痛',
    past: '我奶奶几年前中过风',
    thirdParty: '我邻居得过脑膜炎，会传染吗？',
  },
  Japanese: {
    selfHarm: '認知症の母の介護に疲れて、もう死にたいと思うことがある',
    missingPerson: '認知症の父が朝出かけたまま帰ってこない',
    childWarning: '9歳の息子が毎朝吐いて、最近よく物にぶつかる',
    papilloedema: '眼科で乳頭浮腫と言われ、数週間頭痛が続いています',
    arteritisVision: '72歳です。噛むと顎が痛く、数秒見えなくなることがあります',
    feverRash: '子供が熱があって、体に赤いぶつぶつが出ています',
    negation: '熱はなく、首も硬くない、いつもの片頭痛です',
    past: '祖母は何年も前に脳卒中になりました',
    thirdParty: '近所の人が髄膜炎になりましたが、うつりますか？',
  },
};

const RED_FLAGS: [keyof Messages, RedFlagCategory][] = [
  ['selfHarm', 'self-harm'],
  ['missingPerson', 'missing-person'],
  ['childWarning', 'child-warning'],
  ['papilloedema', 'papilloedema'],
  ['arteritisVision', 'visual-loss'],
  ['feverRash', 'fever-stiff-neck'],
];
const HARMLESS: (keyof Messages)[] = ['negation', 'past', 'thirdParty'];
const languages = Object.entries(MESSAGES) as [ChatLanguage, Messages][];

describe('the red flags of issue 32 in every chat language, on both agents', () => {
  it.each(languages.flatMap(([language, messages]) => RED_FLAGS.map(([kind, category]) => [language, category, messages[kind]] as const)))(
    '%s: %s in "%s"',
    (_language, category, message) => {
      expect(detectRedFlags(message, 1)).toContain(category);
      expect(detectRedFlags(message, 2)).toContain(category);
    },
  );

  it.each(languages.flatMap(([language, messages]) => HARMLESS.map((kind) => [language, kind, messages[kind]] as const)))(
    '%s: no alarm for %s "%s"',
    (_language, _kind, message) => {
      expect(detectRedFlags(message, 1)).toEqual([]);
      expect(detectRedFlags(message, 2)).toEqual([]);
    },
  );

  // Every category holds on both agents; where a word means the illness itself on one agent
  // (confusion on the dementia agent, "lying on the floor" in a migraine attack) the rule asks for more there.
  it.each([
    ['Dad is 76, he has had a new headache for 3 weeks and his scalp is tender', 'new-after-50'],
    ['mum has a bad headache and seems confused', 'confusion'],
    ['her headaches are getting worse every week', 'progressive'],
    ['his headache is much better lying down and worse standing', 'positional'],
    ['grandma is 84 and fell in the bathroom this morning', 'fall'],
    ['mama ima jaku glavobolju i od jutros je potpuno zbunjena', 'sudden-confusion'],
  ] as const)('"%s" is %s on both agents', (message, category) => {
    expect(detectRedFlags(message, 1)).toContain(category);
    expect(detectRedFlags(message, 2)).toContain(category);
  });

  it.each([
    ['dad gets confused in the evenings, is that sundowning?', 2],
    ['her memory is getting worse every month', 2],
    ["I can't get up in the morning with this migraine, I just lie on the floor in the dark", 1],
  ] as const)('no alarm for "%s" on agent %d', (message, agent) => {
    expect(detectRedFlags(message, agent)).toEqual([]);
  });
});
