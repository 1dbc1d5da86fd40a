import type { DiagnosisCandidate, Criterion } from '@cephalo/clinic/insights/ichd3-assessment';
import { answerTextsFor, fillText } from '@cephalo/clinic/i18n/answer-texts';
import { INTERFACE_LANGUAGES, type InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import { transliterateSerbianToCyrillic } from './serbian-cyrillic';
import type { ReportWords } from './report-words';

const STATUS_KEY = { 'criteria met': 'criteria-met', 'partly met': 'partly-met', 'not met': 'not-met' } as const;

/**
 * The ICHD-3 comparison's lines in the report's language. The names, statuses and evidence are the
 * built-in assistant's (packages/clinic/answer-texts, one file a chat language, already translated
 * and checked there); English keeps the assessment's own words, as the report always wrote them.
 * The chat's Serbian is Latin and the interface's Cyrillic: a Serbian report turns them into Cyrillic.
 */
export function ichd3Words(language: InterfaceLanguageCode, words: ReportWords) {
  const chatLanguage = INTERFACE_LANGUAGES.find((candidate) => candidate.code === language)?.chatLanguage ?? 'English';
  const { ichd3 } = answerTextsFor(chatLanguage);
  const script = language === 'sr' ? transliterateSerbianToCyrillic : (text: string) => text;
  const isEnglish = language === 'en';
  return {
    candidate: (candidate: DiagnosisCandidate) =>
      words.t('report.ichd3.candidate', {
        code: candidate.code,
        name: isEnglish ? candidate.name : script(ichd3.candidates[candidate.code] ?? candidate.name),
        status: isEnglish ? candidate.status : script(ichd3.status[STATUS_KEY[candidate.status]]),
      }),
    criterion: (criterion: Criterion) =>
      words.t('report.ichd3.criterion', {
        state: words.t(criterion.met ? 'report.ichd3.met' : 'report.ichd3.missing'),
        id: criterion.id,
        evidence: isEnglish
          ? criterion.evidence
          : script(fillText(ichd3.evidence[criterion.evidenceOf.key] ?? criterion.evidence, criterion.evidenceOf.values)),
      }),
  };
}
