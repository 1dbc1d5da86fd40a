import type { ChatLanguage } from '@cephalo/shared/chat-languages';
import { describe, expect, it } from 'vitest';
import { routeIntent, type Intent } from './route-intent';

/**
 * Issue 32: a diary summary, forecast or assessment answers only a question about the patient's
 * own diary or pattern. Per language: one own-diary question for each diary intent, and one
 * general question (about medicines, criteria, a diary in general or the weather) that stays a question.
 */
const CASES: Record<ChatLanguage, { summary: string; forecast: string; diagnosis: string; general: string }> = {
  English: {
    summary: 'How many headaches did I have this month?',
    forecast: 'Will I get a migraine tomorrow?',
    diagnosis: 'Based on my diary, do I have migraine?',
    general: 'How many days a month is it safe to take sumatriptan?',
  },
  Serbian: {
    summary: 'Sažmi moj dnevnik za prošli mesec',
    forecast: 'Da li ću sutra imati migrenu?',
    diagnosis: 'Kakvu glavobolju imam po mom dnevniku?',
    general: 'Od koliko dana glavobolje mesečno se uvodi preventivna terapija?',
  },
  Croatian: {
    summary: 'Koliko sam glavobolja imala ovaj mjesec?',
    forecast: 'Hoću li sutra imati glavobolju?',
    diagnosis: 'Imam li migrenu prema mojim zapisima?',
    general: 'Koji su kriteriji za migrenu s aurom?',
  },
  Bosnian: {
    summary: 'Napravi mi pregled mojih unosa u dnevniku',
    forecast: 'Hoće li me sutra boljeti glava?',
    diagnosis: 'Procijeni moje glavobolje, jesu li to migrene?',
    general: 'Neurolog mi je rekao da vodim dnevnik glavobolje. Šta tačno da zapisujem?',
  },
  Slovenian: {
    summary: 'Koliko glavobolov sem imela ta mesec?',
    forecast: 'Ali bom jutri dobila migreno?',
    diagnosis: 'Oceni moje vnose: ali imam migreno?',
    general: 'Jutri napovedujejo nevihto, takrat vedno dobim migreno. Kaj lahko naredim vnaprej?',
  },
  Macedonian: {
    summary: 'Колку главоболки имав овој месец?',
    forecast: 'Дали ќе имам мигрена утре?',
    diagnosis: 'Каква главоболка имам според мојот дневник?',
    general: 'Што всушност е мигрена? Дали е само посилна главоболка?',
  },
  Bulgarian: {
    summary: 'Обобщи дневника ми за последния месец',
    forecast: 'Ще имам ли мигрена утре?',
    diagnosis: 'Какъв тип главоболие имам според записите ми?',
    general: 'Лекарката ми каза да водя дневник за главоболието. Какво точно да записвам?',
  },
  Romanian: {
    summary: 'Câte migrene am avut luna asta?',
    forecast: 'O să am migrenă mâine?',
    diagnosis: 'Ce tip de durere de cap am, după jurnalul meu?',
    general: 'Ce e mai bun la o criză de migrenă, ibuprofen sau paracetamol?',
  },
  Hungarian: {
    summary: 'Hány fejfájásom volt ebben a hónapban?',
    forecast: 'Lesz holnap migrénem?',
    diagnosis: 'Milyen fejfájásom van a naplóm alapján?',
    general: 'Havonta hány fejfájásos nap után érdemes megelőző kezelést kezdeni?',
  },
  Russian: {
    summary: 'Сколько приступов у меня было в этом месяце?',
    forecast: 'Будет ли у меня мигрень завтра?',
    diagnosis: 'Какой у меня тип головной боли по дневнику?',
    general: 'Сколько дней в месяц можно пить обезболивающие, чтобы не сделать хуже?',
  },
  Spanish: {
    summary: '¿Cuántas migrañas he tenido este mes?',
    forecast: '¿Me va a dar migraña mañana?',
    diagnosis: '¿Qué tipo de dolor de cabeza tengo según mi diario?',
    general: '¿Eso es migraña o cefalea tensional?',
  },
  French: {
    summary: 'Combien de crises ai-je eu ce mois-ci ?',
    forecast: 'Vais-je avoir une migraine demain ?',
    diagnosis: "D'après mon journal, est-ce que j'ai une migraine ?",
    general: 'Quels sont les critères de la migraine avec aura ?',
  },
  Deutsch: {
    summary: 'Wie viele Kopfschmerztage hatte ich diesen Monat?',
    forecast: 'Bekomme ich morgen Migräne?',
    diagnosis: 'Was für Kopfschmerzen habe ich laut meinem Tagebuch?',
    general: 'Wie lange kann ein normaler Spannungskopfschmerz dauern?',
  },
  Italian: {
    summary: 'Quanti mal di testa ho avuto questo mese?',
    forecast: "Avrò l'emicrania domani?",
    diagnosis: 'Che tipo di mal di testa ho secondo il mio diario?',
    general: 'Sono incinta di 3 mesi e soffro di emicrania, quali farmaci posso prendere?',
  },
  Portuguese: {
    summary: 'Quantas enxaquecas tive este mês?',
    forecast: 'Vou ter enxaqueca amanhã?',
    diagnosis: 'Que tipo de dor de cabeça tenho, segundo o meu diário?',
    general: 'O que é exatamente enxaqueca? É só uma dor de cabeça mais forte?',
  },
  Greek: {
    summary: 'Πόσους πονοκεφάλους είχα αυτόν τον μήνα;',
    forecast: 'Θα έχω ημικρανία αύριο;',
    diagnosis: 'Τι πονοκέφαλο έχω σύμφωνα με το ημερολόγιό μου;',
    general: 'Ποιοι είναι οι διαφορετικοί τύποι πονοκεφάλου;',
  },
  Chinese: {
    summary: '这个月我头痛了几次？',
    forecast: '我明天会不会头痛？',
    diagnosis: '根据记录，我是哪种头痛？',
    general: '这是紧张性头痛吗？',
  },
  Japanese: {
    summary: '今月は何回頭痛がありましたか？記録をまとめてください',
    forecast: '明日は頭痛になりますか？',
    diagnosis: '私の頭痛は片頭痛ですか？',
    general: '頭痛ダイアリーってどうやってつければいいですか？',
  },
};

const rows = Object.entries(CASES).flatMap(([language, cases]) => [
  [language, cases.summary, 'diary-summary'],
  [language, cases.forecast, 'forecast'],
  [language, cases.diagnosis, 'diagnosis'],
  [language, cases.general, 'question'],
]) as [ChatLanguage, string, Intent][];

describe("diary intents answer only questions about the patient's own diary", () => {
  it.each(rows)('%s: routes "%s" to %s', (_language, message, intent) => {
    expect(routeIntent(message, 1)).toBe(intent);
  });

  it.each([
    'what are the official criteria for migraine with aura',
    'what different types of headache are there',
    'what should I write in a headache diary?',
    'feels like a tight band around my head. what type of headache is it',
    'the weather forecast says a storm is coming, what can I do?',
    'does the pill increase the risk of migraine?',
    'my wife gets migraines around her period - how many days before it starts still counts as menstrual migraine?',
  ])('keeps the general question "%s" a question', (message) => {
    expect(routeIntent(message, 1)).toBe('question');
  });

  it('routes own-diary questions in English however they are put', () => {
    expect(routeIntent('Summarise my diary', 1)).toBe('diary-summary');
    expect(routeIntent("what's my headache forecast for tomorrow", 1)).toBe('forecast');
    expect(routeIntent('assess my entries', 1)).toBe('diagnosis');
    expect(routeIntent('What type of headache do I have?', 1)).toBe('diagnosis');
    // The dementia agent has no diary.
    expect(routeIntent('Summarise my diary', 2)).toBe('question');
  });
});
