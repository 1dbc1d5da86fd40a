import { describe, expect, it } from 'vitest';
import { detectRedFlags } from './red-flags';

// Written for this test, apart from the evaluation sets: harmless messages as patients and carers
// write them in Serbian, Croatian, Bosnian, Slovenian, Macedonian and Bulgarian that hold a
// red-flag word without the red flag: a denial, the distant past, someone else's illness, a
// supposed case or a question about a condition, a figure of speech, everyday dementia care that
// has been so for a long time, a migraine aura as always, a lost object, a headache that went away
// or got better, a beard that reaches the chest. None may raise a red flag on either assistant.
type Agent = 1 | 2;
/**
 * Everyday dementia care written with the word "confused": on the dementia agent it is the
 * illness itself, while on the migraine agent confusion alone is the red flag in every language
 * (triage/lexicon-red-flags.ts), so these are held to the dementia agent.
 */
const DEMENTIA_AGENT_ONLY: Agent[] = [2];
const BOTH_AGENTS: Agent[] = [1, 2];
type Harmless = string | [message: string, agents: Agent[]];

const HARMLESS: Record<'Serbian' | 'Croatian' | 'Bosnian' | 'Slovenian' | 'Macedonian' | 'Bulgarian', Harmless[]> = {
  Serbian: [
    'Nemam temperaturu, vrat nije ukočen, nije najgora glavobolja u životu, došla je polako kao i uvek, obična moja migrena',
    'Moja baba je imala moždani udar pre mnogo godina, da li je migrena nasledna?',
    'Imao sam potres mozga 2015. na fudbalu, odavno sam potpuno zdrav',
    'Komšija je imao meningitis prošle zime, da li je to zarazno?',
    'Detetu moje koleginice su našli tumor na mozgu, baš sam tužna zbog nje',
    'Koji su znaci moždanog udara? Pitam da znam za svaki slučaj',
    'Da li seks ili trčanje mogu da izazovu migrenu?',
    'Šta da radimo ako tata jednog dana ode u šetnju i izgubi se?',
    'Ova glavobolja me ubija, šta da popijem?',
    'Umirem od dosade u čekaonici',
    ['Mama je zbunjenija predveče, ali tako je već godinu dana', DEMENTIA_AGENT_ONLY],
    'Prvo vidim cik-cak svetla pa onda krene glavobolja, kao i uvek',
    'Tražili smo tatine naočare po celoj kući i nigde ih nema',
    'Glavobolja je prošla kad sam legla malo da odmorim',
    'Deda ima bradu do prsa i ne da da ga obrijemo, kako da ga nagovorim?',
    'Kad ujutru ustanem bolje mi je, migrena popusti',
    'Primila sam epiduralnu na porođaju pre tri godine, od tada me nije bolela glava',
    'Pre dve godine sam imala epiduralnu i nisam mogla da stojim ceo dan, sad sam dobro',
    'Deda ima bradu do prsa, a sad ima i malu temperaturu od prehlade, kašlje',
    'Od artroze me bole kolena, ne mogu da stojim dugo za šporetom, a glava me ne boli',
    'Mama od artroze kolena ne može dugo da stoji u redu, a glavobolje su joj iste kao uvek',
    'Pukla mi je dihtung glave na golfu, koliko košta popravka?',
    'Paradajz mi puca pre nego što sazri, da li previše zalivam?',
  ],
  Croatian: [
    'Nemam temperaturu ni ukočen vrat, nije najgora glavobolja u životu, počela je polako kao i obično, moja stara migrena',
    'Baka je imala moždani udar prije puno godina, nasljeđuje li se migrena?',
    'Imao sam potres mozga 2015. na treningu, potpuno sam se oporavio',
    'Susjed je imao meningitis prošle godine, je li to zarazno?',
    'Djetetu kolegice otkrili su tumor na mozgu, jako mi je žao',
    'Koji su simptomi moždanog udara? Pitam za svaki slučaj',
    'Mogu li seks ili tjelovježba izazvati migrenu?',
    'Što ako se djed jednog dana izgubi kad ode u šetnju?',
    'Ova glavobolja me ubija, što da popijem?',
    'Umirem od dosade na ovom sastanku',
    ['Mama je navečer zbunjenija, ali to traje već godinu dana', DEMENTIA_AGENT_ONLY],
    'Prvo vidim cik-cak svjetla pa dođe glavobolja, kao i uvijek',
    'Tražili smo tatine naočale po cijeloj kući i nigdje ih nema',
    'Glavobolja je prošla nakon što sam malo prilegla',
    'Djed ima bradu do prsa i ne da je skratiti',
    'Kad ujutro ustanem bolje mi je, migrena popusti',
    'Imala sam epiduralnu kod poroda prije dvije godine i nisam mogla stajati cijeli dan, sad je sve u redu',
    'Djed ima bradu do prsa, a sad ima i malu temperaturu od prehlade',
    'Bole me leđa, ne mogu stajati dugo za štednjakom, migrene su iste kao i prije',
    'Perilica ne može stati u kupaonicu, moramo tražiti manju',
    'Pukla mi je brtva glave na Astri, isplati li se popravak?',
    'Kako trenirati udarac glavom s djecom od deset godina u školi nogometa?',
  ],
  Bosnian: [
    'Nemam temperaturu, vrat nije ukočen, nije najgora glavobolja u životu, počela je polahko kao i uvijek, obična migrena',
    'Nana je imala moždani udar prije mnogo godina, je li migrena nasljedna?',
    'Imao sam potres mozga 2015. godine, odavno sam potpuno zdrav',
    'Komšija je imao meningitis prošle zime, je li to zarazno?',
    'Djetetu moje kolegice su našli tumor na mozgu, baš mi je teško zbog nje',
    'Koji su znakovi moždanog udara? Pitam čisto da znam',
    'Mogu li seks ili vježbanje izazvati migrenu?',
    'Šta ćemo ako babo jednog dana ode u šetnju i izgubi se?',
    'Ova glavobolja me ubija, šta da popijem?',
    'Umirem od dosade u čekaonici kod doktora',
    ['Mama je pred veče zbunjenija, ali tako je već godinu dana', DEMENTIA_AGENT_ONLY],
    'Prvo vidim cik-cak svjetla pa onda krene glavobolja, kao i uvijek',
    'Tražili smo babine naočale po cijeloj kući i nigdje ih nema',
    'Glavobolja je prošla kad sam malo prilegla',
    'Dedo ima bradu do prsa i ne da da ga obrijemo',
    'Kad ujutro ustanem bolje mi je, migrena popusti',
    'Primila sam epiduralnu na porodu prije tri godine i nisam mogla da stojim cijeli dan, sad sam dobro',
    'Dedo ima bradu do prsa, a sad ima i malu temperaturu od prehlade',
    'Bole me koljena, ne mogu da stojim dugo za šporetom, migrena je ista kao i uvijek',
    'Pukla mi dihtung glave na Passatu, koliko košta popravka u Sarajevu?',
  ],
  Slovenian: [
    'Nimam vročine, vrat ni trd, ni najhujši glavobol v življenju, začel se je počasi kot vedno, moja običajna migrena',
    'Stara mama je pred mnogimi leti imela možgansko kap, ali je migrena dedna?',
    'Leta 2015 sem imel pretres možganov, že dolgo sem popolnoma zdrav',
    'Sosed je lani imel meningitis, ali je to nalezljivo?',
    'Otrok sodelavke ima možganski tumor, zelo mi je hudo zanjo',
    'Kateri so znaki možganske kapi? Sprašujem za vsak primer',
    'Ali lahko seks ali telovadba sprožita migreno?',
    'Kaj pa če se ata nekega dne izgubi na sprehodu?',
    'Ta glavobol me ubija, kaj naj vzamem?',
    'Umiram od dolgčasa v čakalnici',
    ['Mama je zvečer bolj zmedena, ampak tako je že eno leto', DEMENTIA_AGENT_ONLY],
    'Najprej vidim cikcak luči, potem pride glavobol, kot vedno',
    'Iskali smo atova očala po vsej hiši, pa jih ni nikjer',
    'Glavobol je minil, ko sem se malo ulegla',
    'Dedek ima brado do prsi in je noče obriti',
    'Ko zjutraj vstanem, mi je bolje, migrena popusti',
    'Pri porodu pred tremi leti sem dobila epiduralno in cel dan nisem mogla stati, zdaj sem v redu',
    'Dedek ima brado do prsi, zdaj ima še malo vročine od prehlada',
    'Boli me hrbet, ne morem dolgo stati pri štedilniku, migrena pa je kot vedno',
    'Omara ne more stati v avto, bomo morali poklicati kombi',
    'Počilo mi je tesnilo glave na Cliu, ali se popravilo splača?',
  ],
  Macedonian: [
    'Немам температура, вратот не ми е вкочанет, не е најлошата главоболка во животот, почна полека како секогаш, мојата обична мигрена',
    'Баба ми имаше мозочен удар пред многу години, дали мигрената се наследува?',
    'Имав потрес на мозокот во 2015, одамна сум целосно здрав',
    'Соседот имаше менингитис минатата зима, дали е заразно?',
    'На детето на колешката му најдоа тумор на мозокот, многу ми е жал',
    'Кои се знаците на мозочен удар? Прашувам за секој случај',
    'Дали сексот или вежбањето можат да предизвикаат мигрена?',
    'Што ако дедо еден ден излезе на прошетка и се изгуби?',
    'Оваа главоболка ме убива, што да пијам?',
    'Умирам од досада во чекалната',
    ['Мама е позбунета навечер, но така е веќе една година', DEMENTIA_AGENT_ONLY],
    'Прво гледам цик-цак светла, па потоа доаѓа главоболката, како секогаш',
    'Ги баравме очилата на тато низ цела куќа и ги нема никаде',
    'Главоболката помина откако легнав малку',
    'Дедо има брада до гради и не дава да ја избричиме',
    'Кога наутро ќе станам ми е подобро, мигрената попушта',
    'Примив епидурална при породувањето пред три години и не можев да стојам цел ден, сега сум добро',
    'Дедо има брада до гради, а сега има и мала температура од настинка',
    'Ме боли грбот, не можам долго да стојам на шпоретот, мигрената е иста како секогаш',
  ],
  Bulgarian: [
    'Нямам температура, вратът не е схванат, не е най-силното главоболие в живота ми, започна постепенно както винаги, обичайната ми мигрена',
    'Баба ми получи инсулт преди много години, наследствена ли е мигрената?',
    'Имах сътресение на мозъка през 2015, отдавна съм напълно здрав',
    'Съседът имаше менингит миналата зима, заразно ли е?',
    'На детето на колежката откриха тумор в мозъка, много ми е мъчно',
    'Кои са признаците на инсулт? Питам за всеки случай',
    'Може ли сексът или тренировките да предизвикат мигрена?',
    'Ами ако дядо един ден излезе на разходка и се изгуби?',
    'Това главоболие ме убива, какво да пия?',
    'Умирам от скука в чакалнята',
    ['Мама е по-объркана вечер, но е така вече от година', DEMENTIA_AGENT_ONLY],
    'Първо виждам зигзагообразни светлини и после идва главоболието, както винаги',
    'Търсихме очилата на татко из цялата къща и ги няма никъде',
    'Главоболието мина, след като полегнах малко',
    'Дядо има брада до гърдите и не дава да я обръснем',
    'Когато сутрин стана, ми е по-добре, мигрената отминава',
    'Направиха ми епидурална при раждането преди три години и цял ден не можех да стоя права, сега съм добре',
    'Дядо има брада до гърдите, а сега има и леко повишена температура от настинка',
    'Боли ме кръстът, не мога да стоя дълго на печката, мигрената е същата както винаги',
    'Тренирам три пъти седмично, може ли спортът да помага срещу мигрената?',
    'Доматите ми се пукат, преди да узреят, заливам ги всеки ден, прекалено ли поливам?',
  ],
};

describe('harmless messages that hold a red-flag word raise no red flag (sr, hr, bs, sl, mk, bg)', () => {
  for (const [language, messages] of Object.entries(HARMLESS)) {
    const cases = messages.map((item): [string, Agent[]] => (typeof item === 'string' ? [item, BOTH_AGENTS] : item));
    it.each(cases)(`${language}: %s`, (message, agents) => {
      for (const agent of agents) {
        expect(detectRedFlags(message, agent), `agent ${agent}`).toEqual([]);
      }
    });
  }
});
