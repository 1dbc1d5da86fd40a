import { describe, expect, it } from 'vitest';
import { detectRedFlags } from './red-flags';

// Written for this test, apart from the evaluation sets: how patients and carers write of
// thoughts of suicide and of a relative with dementia missing right now, in Serbian, Croatian,
// Bosnian, Slovenian, Macedonian and Bulgarian, colloquial, without diacritics and in Latin-typed
// Cyrillic. The warning signs follow NICE NG225, the WHO's "Preventing suicide" and the 988
// Lifeline / AFSP lists (a burden to others, tired of living, no way out, medicines put aside);
// the missing person follows the Alzheimer's Society ("If a person with dementia goes missing"):
// gone out, looked for, not back, any two of them, without the word "missing".
interface Phrasings {
  /** A carer's wish to be gone, a patient's wish to die, a veiled plan beside a means. */
  selfHarm: string[];
  /** Went out and searched, went out and not back, searched and not back. */
  missing: string[];
  /** Everyday migraine and caregiving talk that shares their words. */
  harmless: string[];
}

const PHRASINGS: Record<string, Phrasings> = {
  Serbian: {
    selfHarm: [
      'Brinem o mami sa demencijom vec 4 godine sama. Iskreno, svima bi bilo lakse bez mene.',
      'migrena svaki dan, umorna sam od zivota, najradije se sutra ne bih ni probudila',
      'Imam sve njegove tablete za spavanje u fioci. Vec sam razmislila kako. Izvinite sto ovo pisem ovde.',
      'Niko ne bi ni primetio da me nema. Glava me boli treci dan, sta da radim?',
    ],
    missing: [
      'Deda ima alchajmer, otisao je na pijacu u 8, prosli smo ceo kraj kolima i pitali po komsiluku.',
      'mama (demencija) otisla u crkvu ujutru, sad je 2 popodne, jos se nije vratila a telefon joj je iskljucen',
      'Obisli smo park, dom zdravlja i stanicu, tata ima demenciju i od rucka ga nema, telefon mu je iskljucen.',
    ],
    harmless: [
      'Ne mogu vise da izdrzim ovu migrenu, sta mogu da popijem?',
      'Tata je otisao na pijacu i vratio se umoran, da li je to od demencije?',
      'Trazili smo dobrog neurologa po celom Beogradu, imate li preporuku?',
      'Mama se vratila sa setnje i opet pita isto. Kako da joj odgovorim?',
      'Nemam vise snage za ovu glavobolju, popila sam dve tablete i nista.',
      'Imam sve njegove tablete u organizeru, ne mogu više da ga teram da ih pije.',
    ],
  },
  Croatian: {
    selfHarm: [
      'Njegujem supruga s Alzheimerom, sve češće mislim da bi svima bilo lakše da me nema.',
      'Umorna sam od života, migrena mi je uzela sve. Najradije se ne bih više probudila.',
      'Skupljam tablete za spavanje u kutiju vec mjesec dana. Ne vidim izlaz. Oprostite sto ovo pisem ovdje.',
    ],
    missing: [
      'Djed ima demenciju, izašao je oko 10 prošetati psa, prošli smo cijeli kvart i park.',
      'Mama je otišla na tržnicu u 8, a sad je podne i nema je, mobitel joj je isključen.',
      'Vozili smo se po kvartu sat vremena i pitali u dućanu, baka ima demenciju i još se nije pojavila.',
    ],
    harmless: [
      'Ne mogu više izdržati ovu migrenu, što mogu popiti?',
      'Tata je otišao na tržnicu i vratio se umoran. Je li to normalno?',
      'Tražili smo dobrog neurologa po cijelom Zagrebu, ima li preporuka?',
      'Baka se vratila sa šetnje vesela, ali ne zna koji je dan.',
      'Nemam više snage, popila sam dvije tablete protiv migrene i ništa.',
      'Probala sam sve tablete za spavanje i ništa, ne mogu više ovako.',
    ],
  },
  Bosnian: {
    selfHarm: [
      'Sama se brinem za nenu sa demencijom, sve češće mislim da bi svima bilo bolje bez mene.',
      'Migrena mi je uništila život, umoran sam od zivota, nema vise smisla ovaj zivot.',
      'Imam njegove tablete, sve sam ih stavila u ladicu. Razmisljala sam kako. Ne znam zasto ovo pisem ovdje.',
    ],
    missing: [
      'Babo ima Alchajmer, otišao je u džamiju na podne, prošli smo cijelu mahalu i pitali po komšiluku.',
      'Nana je izašla da prošeta, prošlo je tri sata a nje nema kući, telefon joj je isključen.',
      'Tražili smo ga po cijelom naselju i kolima išli do stanice, dedo se još nije pojavio.',
    ],
    harmless: [
      'Ne mogu više podnijeti ovu glavobolju, šta da popijem?',
      'Dedo je otišao na pijacu i vratio se umoran, je li to normalno kod demencije?',
      'Tražili smo dobrog neurologa u Sarajevu, ima li neko preporuku?',
      'Nana se vratila sa šetnje i opet pita isto.',
      'Nemam vise snage, popila sam dvije tablete i nista ne pomaze.',
      'Sakrila sam njegove tablete u ladicu, ne mogu više, stalno ih traži.',
    ],
  },
  Slovenian: {
    selfHarm: [
      'Skrbim za mamo z demenco, vsem bi bilo lažje brez mene. Ne vem več.',
      'Migrena vsak dan, navelicana sem zivljenja, najraje se ne bi vec zbudila.',
      'Imam vse njegove uspavalne tablete v predalu. Razmisljala sem ze kako. Oprostite ker to pisem tukaj.',
    ],
    missing: [
      'Ata ima demenco, šel je v trgovino ob devetih, prehodili smo celo vas in okolico.',
      'Mama je sla v cerkev zjutraj, zdaj je ze dve popoldne, telefon ima izklopljen.',
      'Z avtom smo prevozili vse ulice okoli bloka, babica ima demenco in se se ni oglasila.',
    ],
    harmless: [
      'Ne zdržim več s to migreno, kaj lahko vzamem?',
      'Oče je šel na tržnico in se vrnil utrujen. Je to normalno?',
      'Iskali smo dobrega nevrologa v Ljubljani, kakšno priporočilo?',
      'Mama se je vrnila s sprehoda in spet sprašuje isto.',
      'Nimam več moči, vzela sem dve tableti proti migreni pa nič.',
      'Imam vse njegove tablete v škatlici za ves teden, ne zmorem več, noče jih jemati.',
    ],
  },
  Macedonian: {
    selfHarm: [
      'Се грижам за татко со деменција веќе три години, на сите ќе им биде полесно без мене.',
      'migrena sekoj den, umorna sum od zivotot, ne sakam vekje da se razbudam',
      'Ги чувам сите негови апчиња за спиење во фиоката. Веќе размислив како. Извинете што го пишувам ова тука.',
    ],
    missing: [
      'Дедо има деменција, отиде во црква наутро, ја изодевме цела населба и ги прашавме во продавницата.',
      'baba izleze na proshetka vo 9, sega e 2 i ushte ja nema, telefonot i e isklucen',
      'Ги изодевме сите улици и паркот, мама има деменција и уште не се појави, телефонот ѝ е исклучен.',
      'dedo otide vo crkva vo 10 i ushte ne se pojavi, a sega e 4',
    ],
    harmless: [
      'Не можам повеќе со оваа мигрена, што да земам?',
      'Татко отиде на пазар и се врати уморен. Дали е тоа нормално?',
      'Баравме добар невролог во Скопје, некој да препорача?',
      'Мама се врати од прошетка и пак прашува исто.',
      'Немам повеќе сила, испив две таблети за мигрена и ништо.',
      'Ги чувам сите негови лекови во кутија, не можам повеќе да го убедам да ги пие.',
    ],
  },
  Bulgarian: {
    selfHarm: [
      'gledam maika mi s demenciq ot 5 godini, na vsichki shte im e po-lesno bez men',
      'Уморих се да живея с тази мигрена. Искам да заспя и да не се събудя.',
      'Имам всичките му хапчета за сън в чекмеджето. Вече мислих как. Извинявайте, че пиша това тук.',
      'ne vijdam izhod, veche mislih kak. vsqka vecher stoq na balkona i gledam nadolu',
    ],
    missing: [
      'Дядо има деменция, отиде на църква сутринта, обиколихме целия квартал и питахме в магазина.',
      'mama otide da se razhodi v 10, veche e 3 i oshte q nqma, telefonat i e izkluchen',
      'Търсихме я с колата из целия град, баба има деменция, мобилният ѝ е изключен и никой не я е виждал.',
    ],
    harmless: [
      'Не издържам повече с тази мигрена, какво да пия?',
      'Татко отиде на пазара и се върна уморен, нормално ли е?',
      'Търсихме добър невролог в София, някой да препоръча?',
      'Мама се прибра от разходка и пак пита същото.',
      'Нямам повече сили, изпих две хапчета за мигрена и нищо.',
      'Бременна съм в 30 седмица и ме боли главата от сутринта, нормално ли е?',
    ],
  },
};

describe('thoughts of suicide and a missing relative as South Slavic patients and carers write them', () => {
  for (const [language, { selfHarm, missing, harmless }] of Object.entries(PHRASINGS)) {
    describe(language, () => {
      for (const message of selfHarm) {
        it(`flags self-harm: "${message.slice(0, 50)}"`, () => {
          expect(detectRedFlags(message, 1), message).toContain('self-harm');
          expect(detectRedFlags(message, 2), message).toContain('self-harm');
        });
      }
      for (const message of missing) {
        it(`flags a missing person: "${message.slice(0, 50)}"`, () => {
          expect(detectRedFlags(message, 2), message).toContain('missing-person');
          expect(detectRedFlags(message, 1), message).toContain('missing-person');
        });
      }
      for (const message of harmless) {
        it(`leaves everyday talk alone: "${message.slice(0, 50)}"`, () => {
          for (const agent of [1, 2] as const) {
            const flags = detectRedFlags(message, agent);
            expect(flags, message).not.toContain('self-harm');
            expect(flags, message).not.toContain('missing-person');
          }
        });
      }
    });
  }
});
