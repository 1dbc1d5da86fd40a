import { describe, expect, it } from 'vitest';
import type { AgentId } from '@cephalo/shared/agents';
import { detectRedFlags, type RedFlagCategory } from './red-flags';

// Written for this test, apart from the evaluation sets: how patients and carers write of headache
// and dementia red flags in Serbian, Croatian, Bosnian, Slovenian, Macedonian and Bulgarian,
// colloquial, without diacritics, in Latin-typed Cyrillic, about a relative, the key sentence in
// the middle of a longer message. The signs follow SNNOOP10 (Do TP et al., Neurology 2019), NICE
// CG150/NG127, NICE CG103 (delirium) and HeadSmart (RCPCH). Agent 1 is the migraine assistant,
// agent 2 the dementia assistant (there a headache must be mentioned for confusion, progressive,
// positional and new after 50).
type Case = [category: RedFlagCategory, agent: AgentId, message: string];

interface Phrasings {
  /** A red flag told as people tell it: the category that must be among the findings. */
  flag: Case[];
  /** Everyday migraine and caregiving talk sharing their words: no red flag at all. */
  harmless: string[];
}

const PHRASINGS: Record<string, Phrasings> = {
  Serbian: {
    flag: [
      ['progressive', 1, 'Pre je migrena dolazila jednom mesecno, a sad skoro svaki dan i svaki put je sve jaca. Da li je to normalno?'],
      ['sudden-confusion', 2, 'Moja mama ima 82 godine. Od prekjuce je potpuno druga osoba, ne zna da je u svom stanu i stalno pita kad idemo kuci.'],
      ['positional', 1, 'Rodila sam pre 5 dana. Posle epiduralne boli me glava cim ustanem, a kad legnem prodje.'],
      ['exertion', 1, 'svaki put kad se nakasljem ili kinem puca mi glava, traje par minuta pa popusti'],
      ['visual-loss', 1, 'Jutros nisam videla na jedno oko skoro minut, kao da se spustila zavesa. Sad je ok ali sam se uplasila.'],
      ['fever-stiff-neck', 1, 'Sin (19) ima temperaturu 39 i glavobolju, ne moze bradom da dodirne grudi. Da ga vodim negde?'],
      ['confusion', 2, 'Tata ima demenciju, to znamo. Od jutros se zali da ga boli glava, jako je pospan, tesko ga probudimo i prica bez veze.'],
      ['child-warning', 1, 'Cerka ima 7 godina, budi se nocu zbog glavobolje, a uciteljica kaze da je u zadnje vreme nespretna i udara u stvari.'],
      ['new-after-50', 1, 'Imam 63 godine i nikad u zivotu nisam imao glavobolje, a sad me boli vec dve nedelje.'],
      ['new-after-50', 1, 'Nikad nisam bila od onih sto ih boli glava, a sad sa 55 godina svaki dan.'],
      ['sudden-confusion', 2, 'Deda od utorka nocu vice i ne spava, a danju spava ceo dan, ne zna gde se nalazi.'],
      ['exertion', 1, 'Boli me glava kad se smejem i kad sam na wc-u pa se napinjem.'],
      ['new-after-50', 2, 'Mamu (78) boli vilica kad zvace i boli je koza glave kad se ceslja, slepoocnica osetljiva na dodir.'],
      ['sudden-confusion', 1, 'Baka je od jednog dana do drugog postala zbunjena, ne zna gde je.'],
      ['new-after-50', 1, 'Nikad nisam bio glavoboljas, a sad sa 62 godine me boli svaki dan.'],
    ],
    harmless: [
      'Imam svoju uobicajenu migrenu, nemam temperaturu, vrat nije ukocen. Sta da popijem?',
      'Glavobolje su mi mnogo bolje otkad pijem magnezijum.',
      'Kad me uhvati migrena legnem u mracnu sobu i prodje za par sati.',
      'Baka je imala mozdani udar pre mnogo godina, da li je migrena nasledna?',
      'Mama ima demenciju, nocu ne spava a danju spava, to traje godinama. Kako da joj pomognem?',
      'Mama je od jednog dana do drugog pocela da zaboravlja imena, ima demenciju godinama.',
    ],
  },
  Croatian: {
    flag: [
      [
        'progressive',
        2,
        'Suprug ima Alzheimera, pije lijekove i uglavnom je miran. Zadnjih tjedana se zali na glavobolju, iz tjedna u tjedan sve jacu, prije je bilo jednom mjesecno. Sto da radimo?',
      ],
      ['sudden-confusion', 1, 'Baka (79) je preko noci kao druga osoba, od jucer ne zna gdje je i prica gluposti.'],
      ['positional', 1, 'Glava me boli puno jace kad legnem, a kad stojim je lakse. To traje dva tjedna.'],
      ['exertion', 1, 'Za vrijeme seksa, pred orgazam, dobijem jaku glavobolju u zatiljku. Dogodilo se vec triput.'],
      [
        'new-after-50',
        2,
        'Mama ima 76 godina i demenciju. Boli je vilica kad zvace, a tjeme je boli kad se cesla. Jucer je par minuta slabije vidjela na jedno oko.',
      ],
      ['fever-stiff-neck', 1, 'Dijete ima temperaturu i glavobolju, a po nogama ima tockice koje ne blijede pod casom.'],
      ['confusion', 1, 'Muz ima strasnu glavobolju i ne govori smisleno, jako je pospan, jedva ga budim.'],
      ['child-warning', 1, 'Moj sin ima 9 godina. Glavobolje su ga pocele buditi nocu, a uciteljica kaze da u zadnje vrijeme nakrivi glavu kad cita.'],
      ['new-after-50', 1, 'Nikad nisam bila osoba koja ima glavobolje, a sada s 58 godina imam ih svaki dan.'],
      ['visual-loss', 1, 'Jucer sam na par minuta potpuno oslijepila na desno oko.'],
      ['fever-stiff-neck', 1, 'Djeca imaju temperaturu i osip koji ne nestaje kad pritisnem casu.'],
      ['positional', 1, 'Glavobolja mi nestane kad legnem ravno, a cim ustanem vrati se.'],
    ],
    harmless: [
      'Bez temperature, bez ukocenog vrata, samo moja obicna migrena s aurom.',
      'Glavobolje su mi se bitno smanjile od kad uzimam terapiju.',
      'Kad imam migrenu, legnem i zatvorim zastore.',
      'Djed je imao mozdani udar prije puno godina. Sto da mu kupim za rodendan?',
      'Baka se svako jutro budi umorna, ima demenciju 5 godina.',
    ],
  },
  Bosnian: {
    flag: [
      ['progressive', 1, 'Ranije sam imala glavobolju jednom u mjesecu, a sada skoro svaki dan i svaki put je jaca. Brine me to.'],
      ['sudden-confusion', 2, 'Nana ima demenciju ali od utorka je skroz drugacija, nocu vice a danju spava cijeli dan, ne prepoznaje ni mene.'],
      ['positional', 2, 'Babo ima demenciju. Svako jutro ga budi glavobolja i povrati, a kad ustane bude mu bolje. To je novo, ima sedmicu dana.'],
      ['exertion', 1, 'Kad god podignem nesto tesko ili se napinjem na wc-u, zaboli me glava kao da ce puci.'],
      ['visual-loss', 1, 'Juce mi se odjednom zacrnilo na lijevo oko, nisam nista vidio par minuta. Sad vidim normalno.'],
      ['fever-stiff-neck', 1, 'Kcerka ima 38.9, boli je glava i vrat joj je tvrd, ne moze sagnuti glavu.'],
      ['confusion', 1, 'Zena se probudila sa glavoboljom i smetena je, ne zna koji je dan.'],
      ['child-warning', 1, 'Sinu je 6 godina, zadnjih sedmica povraca ujutro prije dorucka i zali se da ga boli glava, a i pocelo mu bjezati jedno oko.'],
      ['new-after-50', 2, 'Tata ima 67 godina i pocetnu demenciju. Nikad ga glava nije boljela, a ovaj mjesec ga boli svaki dan.'],
      ['progressive', 1, 'Glavobolja mi je sve cesca, nekad jednom mjesecno a sad skoro svaki dan.'],
      ['sudden-confusion', 2, 'Mama je od jucer skroz smetena, prica bez veze i ne zna da je kod kuce.'],
      ['exertion', 1, 'Kad kihnem ili se zakasljem, probode me u glavi.'],
    ],
    harmless: [
      'Imam migrenu kao i obicno, nema temperature ni ukocenog vrata, samo mi treba savjet za lijek.',
      'Glavobolje su mi puno rjedje otkako spavam vise.',
      'Kad me uhvati migrena, ja legnem i stavim hladan oblog.',
      'Nana je imala mozdani prije deset godina, a sada ima demenciju i cesto zaboravlja.',
    ],
  },
  Slovenian: {
    flag: [
      ['progressive', 1, 'Glavoboli so vsak teden hujsi, prej sem jih imela enkrat na mesec, zdaj skoraj vsak dan.'],
      ['sudden-confusion', 2, 'Mama ima 84 let. Od predvcerajsnjim je cisto drug clovek, ne ve, da je doma, in me ne prepozna.'],
      ['positional', 1, 'Po epiduralni anesteziji me boli glava, ko vstanem, ko se ulezem, mine.'],
      ['exertion', 1, 'Vsakic ko zakasljam ali kihnem, me mocno zaboli glava.'],
      ['visual-loss', 1, 'Za eno minuto nisem nic videla na eno oko, kot bi se spustila zavesa.'],
      ['fever-stiff-neck', 1, 'Sin ima vrocino 39, glavobol in ne more dati brade na prsi.'],
      ['confusion', 2, 'Oce ima demenco, danes ga boli glava in je zelo zaspan, tezko ga zbudimo, govori brez smisla.'],
      ['child-warning', 1, 'Hcerka (8 let) se ponoci zbuja zaradi glavobola, uciteljica pravi, da je v zadnjem casu nerodna in se zaletava v stvari.'],
      ['new-after-50', 1, 'Star sem 61 let in prvic v zivljenju me boli glava, ze dva tedna.'],
      ['sudden-confusion', 2, 'Ata je cez noc postal cisto drugacen, ponoci kriči, podnevi spi, ne ve, kje je.'],
      ['exertion', 1, 'Glava me boli, ko se zasmejim ali ko sem na wc-ju in tiscim.'],
      ['fever-stiff-neck', 1, 'Ima vrocino, boli ga glava in ima izpuscaj, ki ne zbledi pod kozarcem.'],
      ['child-warning', 1, 'Sin (7) je zadnje case neroden, se spotika, in ga boli glava, uciteljica pravi, da skilji.'],
      ['sudden-confusion', 2, 'Oce je z danes na jutri postal zmeden in ne ve, kje je.'],
    ],
    harmless: [
      'Imam obicajno migreno, nimam vrocine in vrat ni trd.',
      'Glavoboli so se mi izboljsali, odkar jemljem magnezij.',
      'Ko imam migreno, se ulezem v temno sobo.',
      'Babica je pred leti imela mozgansko kap. Kako naj ji pomagam pri spominu?',
      'Mama ima demenco, ponoci ne spi, podnevi pa zaspi. To traja ze leta.',
    ],
  },
  Macedonian: {
    flag: [
      ['progressive', 1, 'Порано главоболката ми доаѓаше еднаш месечно, а сега речиси секој ден и е се посилна.'],
      ['sudden-confusion', 2, 'Баба ми има деменција, но од вчера е сосема друг човек, не знае дека е во својот стан.'],
      ['positional', 1, 'glavata me boli mnogu posilno koga ke legnam, a koga stojam e polesno'],
      ['exertion', 1, 'Секогаш кога ќе кашлам или кивнам ме заболува главата.'],
      ['new-after-50', 2, 'Мајка ми има 74 години, ја боли вилицата кога џвака и темето кога се чешла, а денеска накратко не гледала на едното око.'],
      ['fever-stiff-neck', 1, 'Синот има температура 39, главоболка и не може да ја допре брадата до градите.'],
      ['confusion', 1, 'Татко ми има силна главоболка и зборува без смисла, многу е поспан.'],
      ['child-warning', 1, 'Ќерка ми има 7 години, се буди ноќе од главоболка и повраќа наутро пред појадок.'],
      ['new-after-50', 1, 'Имам 59 години и никогаш не сум имал главоболки, а сега ме боли секој ден.'],
      ['new-after-50', 1, 'Никогаш не сум имала главоболка, сега со 60 години ме боли секој ден.'],
      ['sudden-confusion', 2, 'Дедо ми од вторник навечер вика, а дење спие цел ден, не ме препознава.'],
      ['exertion', 1, 'glavata me boli koga ke kivnam ili koga se smeam'],
      ['sudden-confusion', 2, 'Baba mi od vcera e sosema drug covek, ne znae deka e doma.'],
      ['child-warning', 1, 'Синот (6) во последно време е несмасен, се удира во работите и го боли главата, учителката вели дека ја навалува главата.'],
    ],
    harmless: [
      'Имам вообичаена мигрена, немам температура, вратот не е вкочанет.',
      'Главоболките ми се подобрија откако пијам магнезиум.',
      'Кога имам мигрена, легнувам во темна соба.',
      'Дедо ми имаше мозочен удар пред многу години.',
      'Имам мигрена со години, како и секогаш.',
    ],
  },
  Bulgarian: {
    flag: [
      ['progressive', 1, 'Преди главоболието идваше веднъж месечно, а сега почти всеки ден и все по-силно.'],
      ['sudden-confusion', 2, 'Майка ми е на 81. От вчера е като друг човек, не знае, че е вкъщи, и вечерта не ме позна.'],
      ['positional', 1, 'Boli me glavata mnogo poveche kogato legna, a kato stana minava. Ot dve sedmici e taka.'],
      ['exertion', 1, 'Всеки път, когато кашлям или кихна, ме боли главата ужасно.'],
      ['visual-loss', 1, 'Изведнъж не виждах с едното око около минута, все едно падна завеса.'],
      ['fever-stiff-neck', 1, 'Детето има температура 39, главоболие и не може да допре брадичката до гърдите.'],
      ['confusion', 2, 'Баща ми има деменция, днес има силно главоболие, много е сънлив, трудно се събужда и говори несвързано.'],
      ['child-warning', 1, 'Sinat mi e na 8 godini, budi se noshtem ot glavobolie i povrashta sutrin predi zakuska.'],
      ['new-after-50', 1, 'На 64 години съм и никога не съм имал главоболие, а сега ме боли всеки ден от две седмици.'],
      ['progressive', 1, 'Glavoboliqta mi se vlosha, predi vednazh mesechno, sega pochti vseki den.'],
      ['new-after-50', 1, 'Nikoga ne sam imala glavobolie, a sega na 58 me boli vseki den.'],
      ['fever-stiff-neck', 1, 'Deteto ima temperatura 39, boli go glavata i ne moje da dopre bradichkata do gardite.'],
      ['exertion', 1, 'Боли ме главата, когато кихам или се смея, или когато напъвам в тоалетната.'],
      ['new-after-50', 2, 'Татко ми е на 72, боли го челюстта, когато дъвче, и скалпът, когато се реши.'],
      ['progressive', 1, 'Главоболието се засилва седмица след седмица.'],
    ],
    harmless: [
      'Имам обичайната си мигрена, нямам температура, вратът не е схванат.',
      'Главоболията ми се подобриха, откакто пия магнезий.',
      'Когато имам мигрена, лягам в тъмна стая.',
      'Баба ми имаше инсулт преди много години.',
      'Migrenata mi e vednazh mesechno, a sega sam dobre.',
      'Преди веднъж месечно, сега изобщо нямам мигрена.',
    ],
  },
};

describe('headache and dementia red flags as South Slavic patients and carers write them', () => {
  for (const [language, phrasings] of Object.entries(PHRASINGS)) {
    describe(language, () => {
      it.each(phrasings.flag)('flags %s (agent %i): %s', (category, agent, message) => {
        expect(detectRedFlags(message, agent)).toContain(category);
      });
      it.each(phrasings.harmless)('raises no red flag on either agent: %s', (message) => {
        expect(detectRedFlags(message, 1)).toEqual([]);
        expect(detectRedFlags(message, 2)).toEqual([]);
      });
    });
  }
});
