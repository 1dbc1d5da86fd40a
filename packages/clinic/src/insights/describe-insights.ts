import type { ChatLanguage } from '@cephalo/shared/chat-languages';
import { LOCALE_OF, answerTextsFor, chatLanguageOf, fillText, type AnswerTexts } from '../i18n/answer-texts';
import type { DiarySummary } from './diary-summary';
import type { DiagnosisCandidate, Ichd3Assessment } from './ichd3-assessment';
import type { MedicationOveruseAssessment } from './medication-overuse';

/**
 * Sentences about the patient's own diary, for the assistant's answers, in the chat language
 * (packages/clinic/answer-texts): dates and numbers are written the reader's way (Intl).
 */
interface Writer {
  texts: AnswerTexts;
  language: ChatLanguage;
  date: (isoDate: string) => string;
  number: (value: number) => string;
}

function writerFor(language: string): Writer {
  const chatLanguage = chatLanguageOf(language);
  const locale = LOCALE_OF[chatLanguage];
  const dates = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return {
    texts: answerTextsFor(chatLanguage),
    language: chatLanguage,
    date: (isoDate) => dates.format(new Date(`${isoDate}T00:00:00Z`)),
    number: (value) => numbers.format(value),
  };
}

export function describeSummary(summary: DiarySummary, language = 'English'): string {
  const { texts, date, number } = writerFor(language);
  const diary = texts.diary;
  const period = { from: date(summary.from), to: date(summary.to) };
  if (summary.loggedDays === 0) return fillText(diary['summary-empty'], period);
  const parts = [
    fillText(diary['summary-logged'], { ...period, loggedDays: summary.loggedDays }),
    fillText(diary['summary-headache'], { headacheDays: summary.headacheDays, migraineLikeDays: summary.migraineLikeDays }),
  ];
  if (summary.averageIntensity !== null) parts.push(fillText(diary['summary-intensity'], { averageIntensity: number(summary.averageIntensity) }));
  parts.push(fillText(diary['summary-medication'], { medicationDays: summary.medicationDays }));
  if (summary.averageSleepHours !== null) {
    parts.push(
      fillText(diary['summary-sleep'], {
        averageSleepHours: number(summary.averageSleepHours),
        averageStress: summary.averageStress === null ? '?' : number(summary.averageStress),
      }),
    );
  }
  return parts.join(' ');
}

/** Medication classes as named in the answer texts ("multiple classes" is several kinds together). */
const classKey = (name: string) => (name === 'multiple classes' ? 'multiple-classes' : name);

export function describeOveruse(overuse: MedicationOveruseAssessment, language = 'English'): string | null {
  if (overuse.overused.length === 0) return null;
  const { texts } = writerFor(language);
  const names = overuse.overused.map((name) => texts['medicine-classes'][classKey(name)] ?? name).join(` ${texts.diary.and} `);
  return [
    fillText(texts.diary.overuse, { medicines: names }),
    overuse.isSustainedForThreeMonths ? texts.diary['overuse-sustained'] : texts.diary['overuse-not-sustained'],
    texts.diary['overuse-advice'],
  ].join(' ');
}

export function describeForecast(probabilities: number[], today: string, language = 'English'): string {
  const { texts, language: chatLanguage } = writerFor(language);
  const dayName = new Intl.DateTimeFormat(LOCALE_OF[chatLanguage], { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const percent = new Intl.NumberFormat(LOCALE_OF[chatLanguage], { style: 'percent', maximumFractionDigits: 0 });
  const days = probabilities.map((probability, index) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + index + 1);
    return `${dayName.format(date)}: ${percent.format(Math.round(probability * 100) / 100)}`;
  });
  return `${fillText(texts.diary.forecast, { days: days.join('; ') })} ${texts.diary['forecast-note']}`;
}

const STATUS_KEY: Record<DiagnosisCandidate['status'], keyof AnswerTexts['ichd3']['status']> = {
  'criteria met': 'criteria-met',
  'partly met': 'partly-met',
  'not met': 'not-met',
};

export function describeAssessment(assessment: Ichd3Assessment, language = 'English'): string {
  const { texts, date } = writerFor(language);
  const period = { from: date(assessment.from), to: date(assessment.to) };
  if (assessment.headacheDays === 0) return fillText(texts.diary['assessment-empty'], period);
  const { ichd3 } = texts;
  const lines = [fillText(texts.diary['assessment-intro'], { ...period, headacheDays: assessment.headacheDays })];
  for (const candidate of assessment.candidates) {
    lines.push(`\n${candidate.code} ${ichd3.candidates[candidate.code] ?? candidate.name}: ${ichd3.status[STATUS_KEY[candidate.status]]}.`);
    for (const criterion of candidate.criteria) {
      const evidence = fillText(ichd3.evidence[criterion.evidenceOf.key] ?? criterion.evidence, criterion.evidenceOf.values);
      lines.push(
        `  - ${criterion.met ? texts.diary.met : texts.diary.missing} (${criterion.id}) ${ichd3.criteria[criterion.key] ?? criterion.text}: ${evidence}.`,
      );
    }
  }
  lines.push(`\n${texts.diary['assessment-note']}`);
  return lines.join('\n');
}
