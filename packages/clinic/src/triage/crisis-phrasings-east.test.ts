import { describe, expect, it } from 'vitest';
import { detectRedFlags } from './red-flags';

// Written for this test, apart from the evaluation sets: thoughts of suicide (a carer's, a
// patient's, a veiled plan beside the means) and a person with dementia missing now, told the way
// patients and carers type them in Russian (also in Latin "translit"), Greek (also Greeklish),
// Romanian and Hungarian (also without diacritics), Chinese (Simplified and Traditional) and
// Japanese. The warning signs are those of NICE NG225, the WHO's "Preventing suicide" and the
// 988 Lifeline; the missing person is told by going out, a search and not being back (Alzheimer's
// Society, "If a person with dementia goes missing"). Everyday talk sharing their words stays calm.
interface Phrasings {
  /** A carer's wish to die, a patient's, and a veiled plan beside the means at hand. */
  selfHarm: string[];
  /** Went out and searched for, went out and not back, searched for and not back. */
  missing: string[];
  /** Everyday talk: pain that cannot be borne, an outing, a search online, medicines sorted, glasses searched for everywhere. */
  harmless: string[];
}

const PHRASINGS: Record<string, Phrasings> = {
  Russian: {
    selfHarm: [
      'Третий год ухаживаю за свекровью с деменцией. Я устала жить, иногда думаю, что если бы меня не стало, никто бы и не расстроился.',
      'migren kazhdyj den uzhe pyat let, ya ustala ot zhizni, zhizn poteryala smysl',
      'Сложила все мамины снотворные в коробку в тумбочке. Я уже продумала, как это сделать. Простите, что пишу это.',
      'Я не вижу выхода. Вчера достал из сейфа ружьё и долго сидел с ним на кухне.',
      'u menya vse ego snotvornye, ya uzhe ne mogu derzhatsya',
    ],
    missing: [
      'У отца Альцгеймер. В девять утра он вышел за хлебом, мы объездили весь район на машине и заглянули в парк.',
      'mama ushla na rynok v 10 utra, uzhe chetyre chasa proshlo, telefon vyklyuchen',
      'Дедушки нет с обеда. Мы прочесали все дворы и подъезды, на звонки не отвечает.',
      'Бабушка вышла во двор, мы проверили парк и магазин, а её всё нет.',
    ],
    harmless: [
      'Больше не могу терпеть эту боль, что можно выпить от мигрени?',
      'Мама вышла на рынок и вернулась уставшая, это из-за деменции?',
      'Я искала в интернете хорошего невролога, обошла всех врачей в городе.',
      'Разложила мамины таблетки по коробочкам на неделю, она всё путает.',
      'Папа ушёл на прогулку с соседом и вернулся довольный.',
      'Я уже не могу держаться на ногах после приступа, что выпить от слабости?',
      'Мамины очки нигде нет, искали всё утро, она их прячет. Это нормально при деменции?',
      'Надоело жить с этой мигренью, что ещё можно попробовать?',
    ],
  },
  Greek: {
    selfHarm: [
      'Φροντίζω τη μητέρα μου με άνοια τέσσερα χρόνια. Κουράστηκα να ζω, όλοι θα ήταν πιο ήσυχοι χωρίς εμένα.',
      'exw imikrania kathe mera, h zwh mou den exei noima pia, kourastika na zw',
      'Έβαλα όλα τα υπνωτικά του πατέρα μου στο συρτάρι μου. Έχω σκεφτεί πώς, συγγνώμη που σας τα γράφω.',
      'Δεν βλέπω διέξοδο. Μοίρασα τα κοσμήματά μου στα παιδιά την περασμένη εβδομάδα.',
      'exw mazepsei ola ta ypnwtika tou patera mou, ta exw skeftei ola',
    ],
    missing: [
      'Ο παππούς έχει Αλτσχάιμερ. Πήγε στην εκκλησία το πρωί και χτενίσαμε τη γειτονιά με το αυτοκίνητο.',
      'i giagia vgike me ton skylo stis 8 kai akoma na erthei, to kinito tis einai kleisto',
      'Ψάχνουμε τη μαμά δύο ώρες, το κινητό της είναι κλειστό, άφαντη.',
      'Ο μπαμπάς βγήκε για τσιγάρα πριν τρεις ώρες και δεν έφτασε ποτέ στο περίπτερο.',
    ],
    harmless: [
      'Δεν αντέχω άλλο αυτόν τον πόνο, τι να πάρω για την ημικρανία;',
      'Η μαμά πήγε στη λαϊκή και γύρισε κουρασμένη, είναι από την άνοια;',
      'Έψαξα στο ίντερνετ για καλό νευρολόγο στη Θεσσαλονίκη.',
      'Τακτοποίησα τα χαρτιά του μπαμπά για το γηροκομείο, πόσο κοστίζει;',
      'kourastika poly simera me ti mama, ti na kanw me tin aypnia tis?',
      'Βγήκε για τσιγάρα και γύρισε σε δέκα λεπτά, αλλά ξέχασε τι αγόρασε.',
      'Ψάξαμε παντού τα γυαλιά της γιαγιάς, δεν είναι πουθενά. Τα κρύβει συνέχεια.',
      'Βαριέμαι να ζω έτσι με τους πόνους, τι άλλο να δοκιμάσω;',
    ],
  },
  Romanian: {
    selfHarm: [
      'Am grijă de tata cu Alzheimer de cinci ani. M-am săturat să trăiesc, tuturor le-ar fi mai ușor fără mine.',
      'am migrene zilnic, viata nu mai are niciun sens, m as culca si nu m as mai trezi',
      'Am pus toate somniferele mamei intr-o cutie in noptiera. M-am gandit deja cum, scuze ca va scriu asta.',
      'Nu mai văd nicio ieșire. I-am dat fetei inelele și verigheta, să le aibă de pe acum.',
      'Ar fi mai ușor așa pentru toată lumea. Am ascuns frânghia în garaj.',
    ],
    missing: [
      'Bunica are demență. A plecat la piață la 9 și am colindat tot cartierul cu mașina.',
      'tata a iesit cu cainele de dimineata si are telefonul inchis de trei ore',
      'Am întrebat toți vecinii și am fost și la biserică, mama tot nu apare.',
      'Tata a ieșit pe poartă la prânz, am verificat parcul și magazinul.',
    ],
    harmless: [
      'Nu mai suport durerea asta, ce pot lua pentru migrenă?',
      'Mama a plecat la piață azi și s-a întors obosită, e normal?',
      'Am căutat pe internet un neurolog bun în Cluj.',
      'I-am pus tatei pastilele în cutia de pe noptieră, pe zile.',
      'Tata a ieșit cu câinele și s-a întors vesel.',
      'Am verificat parcul de lângă spital pentru tata, e bun pentru plimbări?',
      'Am căutat peste tot ochelarii mamei, nu sunt nicăieri, îi ascunde mereu.',
      'Vreau să se termine tot chinul ăsta cu migrena, ce mai pot încerca?',
    ],
  },
  Hungarian: {
    selfHarm: [
      'Évek óta ápolom a demens anyámat. Belefáradtam az életbe, mindenkinek egyszerűbb lenne nélkülem.',
      'minden nap migrenem van, az eletnek nincs ertelme, legszivesebben fel se ebrednek',
      'Apám összes altatóját betettem a fiókomba. Már kitaláltam, mikor, bocsánat, hogy ezt írom.',
      'Nem látok kiutat. Odaadtam a lányomnak a gyűrűimet és a takarékkönyvet.',
      'Nálam van apa összes altatója, tudom, hány kell. Már nem bírom tartani magam.',
    ],
    missing: [
      'Nagypapa demens, reggel elment a piacra, bejártuk autóval az egész környéket.',
      'anyu kivitte a kutyat 8-kor es meg mindig nem ert vissza, ki van kapcsolva a telefonja',
      'Körbetelefonáltuk a rokonokat, megnéztük a templomot és a boltot, apának nyoma sincs.',
      'Anyu lement a kertbe, nyitva hagyta a kaput, megnéztük a parkot és a boltot is.',
    ],
    harmless: [
      'Már nem bírom ezt a fájdalmat, mit vehetek be migrénre?',
      'Anya elment a piacra és fáradtan jött haza, ez a demencia miatt van?',
      'Kerestem a neten egy jó neurológust Debrecenben.',
      'Kivittem a kutyát sétálni, utána jobban lett a fejem.',
      'Betettem apa gyógyszereit a heti adagolóba, a fiókban tartom.',
      'Megnéztük a parkot a kórház mellett, jó hely a sétára?',
      'Mindenhol kerestük anya szemüvegét, sehol sincs, mindig eldugja.',
    ],
  },
  Chinese: {
    selfHarm: [
      '照顾得了老年痴呆的婆婆五年了，我真的活够了，我不在了谁也不会发现。',
      '每天偏頭痛，我覺得活著好累，真想睡下去就永遠不要醒來了。',
      '我把爸爸的安眠药都收在抽屉里了。怎么做我已经想好了，不好意思跟你说这些。',
      '我看不到出路。上个星期把首饰和存折都给了女儿。',
      '他的安眠药都在我这儿，我撑不住了。',
    ],
    missing: [
      '阿公有失智症，早上說要去菜市場，我們開車在附近繞了好幾圈。',
      '妈妈下午去遛狗，到现在手机关机，人也没影。',
      '小区和公园都找了个遍，邻居也没见过他，爷爷还是不见人影。',
      '爷爷去公园下棋，到现在还联系不上。',
    ],
    harmless: [
      '这个头痛我真的受不了了，吃什么药好？',
      '妈妈今天去菜市场了，回来说很累，是痴呆的原因吗？',
      '我在网上找了很久，没找到合适的神经科医生。',
      '爸爸出去散步了，回来后心情好多了。',
      '我整理了药盒，把奶奶一周的药都放在抽屉里了。',
      '爸爸去公园下棋了，邻居说从没见过他这么开心。',
      '奶奶的眼镜到处找都找不到，她老是藏东西，正常吗？',
    ],
  },
  Japanese: {
    selfHarm: [
      '認知症の母を介護して六年。もう生きるのに疲れました。私がいなくなっても誰も気にしないと思う。',
      '片頭痛が毎日続いて、生きてる意味がない。もういなくなってしまいたい。',
      '父の睡眠薬を全部引き出しにしまってあります。方法はもう考えてあります。こんなこと書いてすみません。',
      'もう逃げ場がない。着物と指輪を娘に全部譲りました。',
      '父の睡眠薬は全部私が持っています。その方が楽だと思ってしまう。',
    ],
    missing: [
      '祖父は認知症です。朝、スーパーに行くと言って出かけて、車で近所をぐるぐる回りました。',
      '母が犬の散歩に行ったまま、携帯の電源が切れている。',
      '公園もコンビニも見に行ったし、近所の人にも聞いたけど、祖母の姿がどこにも見えない。',
      '祖母が公園に行くと言って出て、公園も駅も探したけど、姿が見当たらない。',
    ],
    harmless: [
      'この頭痛にはもう耐えられない、何を飲めばいいですか？',
      '母はスーパーに出かけて、疲れて帰ってきました。認知症のせいですか？',
      'ネットで良い脳神経内科を探しました。',
      '祖父の薬を全部引き出しに整理しました。',
      '父は散歩に行って、元気に帰ってきた。',
      '祖母の眼鏡が見当たらない、家中を探したけど。認知症のせいでしょうか。',
      '母は公園に行って、近所の人に聞いたら楽しそうだったそうです。',
    ],
  },
};

describe('thoughts of suicide and a missing person, as patients and carers type them (east)', () => {
  for (const [language, { selfHarm, missing, harmless }] of Object.entries(PHRASINGS)) {
    describe(language, () => {
      it.each(selfHarm)('reads a wish to die or a plan with its means as a crisis: %s', (message) => {
        expect(detectRedFlags(message, 1), message).toContain('self-harm');
        expect(detectRedFlags(message, 2), message).toContain('self-harm');
      });
      it.each(missing)('reads two of going out, a search and not being back as a missing person: %s', (message) => {
        expect(detectRedFlags(message, 2), message).toContain('missing-person');
        expect(detectRedFlags(message, 1), message).toContain('missing-person');
      });
      it.each(harmless)('leaves everyday talk alone: %s', (message) => {
        for (const agent of [1, 2] as const) {
          const flags = detectRedFlags(message, agent);
          expect(flags, message).not.toContain('self-harm');
          expect(flags, message).not.toContain('missing-person');
        }
      });
    });
  }
});
